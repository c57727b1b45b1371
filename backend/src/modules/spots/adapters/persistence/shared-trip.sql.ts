import { sql, type Query } from '../../../../platform/db/sql.ts';
import { spotNamedToThePublicSql } from './trip-precision.sql.ts';
import { PRIVACIES_OTHERS_LEARN_FROM, SHARED_TRIP_CONDITION_NAMES, type SharedTripCondition } from '../../domain/shared-trip.ts';

/** Where a statement finds a trip's facts: the columns of a `trips` row under some alias. */
export interface TripFactsSql {
  anglerId: Query<unknown>;
  spotId: Query<unknown>;
  shareLocation: Query<unknown>;
  privacy: Query<unknown>;
  hiddenAt: Query<unknown>;
  publicPrecision: Query<unknown>;
  matesPrecision: Query<unknown>;
}

export const tripFactsOf = (alias: string): TripFactsSql => ({
  anglerId: sql.ref(`${alias}.angler_id`),
  spotId: sql.ref(`${alias}.spot_id`),
  shareLocation: sql.ref(`${alias}.share_location`),
  privacy: sql.ref(`${alias}.privacy`),
  hiddenAt: sql.ref(`${alias}.hidden_at`),
  publicPrecision: sql.ref(`${alias}.public_precision`),
  matesPrecision: sql.ref(`${alias}.mates_precision`),
});

/** The angler's 'Share Trip Locations' switch as spots' copy of their card has it (no card yet: off). */
export const anglerSharesSql = (anglerId: Query<unknown>): Query<boolean> =>
  sql`exists (select 1 from spot_anglers sharer where sharer.id = ${anglerId} and sharer.share_trip_locations)`;

/**
 * domain/trip.ts `revealsPlaceTo` for a viewer other than the angler, in SQL: the trip shares its
 * location and its angler shares trip locations, as stored now.
 */
export const placeSharedSql = (trip: Pick<TripFactsSql, 'anglerId' | 'shareLocation'>): Query<boolean> =>
  sql`(${trip.shareLocation} and ${anglerSharesSql(trip.anglerId)})`;

/** Each condition of domain/shared-trip.ts in SQL: a condition added there without its SQL here does not compile. */
const CONDITIONS_SQL: { readonly [C in SharedTripCondition]: (trip: TripFactsSql, anglerShares: Query<boolean>) => Query<boolean> } = {
  atASpot: (trip) => sql`${trip.spotId} is not null`,
  locationShared: (trip) => sql`${trip.shareLocation}`,
  publicTrip: (trip) => sql`${trip.privacy} in (${sql.join(PRIVACIES_OTHERS_LEARN_FROM.map((p) => sql.lit(p)))})`,
  notHidden: (trip) => sql`${trip.hiddenAt} is null`,
  spotNamedToThePublic: (trip, anglerShares) => spotNamedToThePublicSql(trip, anglerShares),
  anglerSharesTripLocations: (_trip, anglerShares) => anglerShares,
};

/**
 * The spot-privacy rule of domain/shared-trip.ts as one SQL predicate, built from the same table of
 * conditions: a trip that shapes what others see. Every read of others' activity and every rollup
 * filters trips with it; test/spots/sql-twins.test.ts proves it equal to shapesWhatOthersSee.
 */
export function sharedTripSql(
  trip: TripFactsSql = tripFactsOf('t'),
  anglerShares: Query<boolean> = anglerSharesSql(trip.anglerId),
): Query<boolean> {
  return sql`(${sql.join(
    SHARED_TRIP_CONDITION_NAMES.map((name) => CONDITIONS_SQL[name](trip, anglerShares)),
    sql` and `,
  )})`;
}

/**
 * The trips that shape what others see while their angler shares trip locations: what joins or leaves
 * the heat map when the switch flips, whatever spots' copy of it says at that moment.
 */
export const sharedWhileAnglerSharesSql = (trip: TripFactsSql): Query<boolean> => sharedTripSql(trip, sql.lit(true));
