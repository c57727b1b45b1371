import { sql, type Query } from '../../../../platform/db/sql.ts';
import { PRECISIONS_FINEST_FIRST } from '../../../../shared/kernel/location-shield.ts';
import { namesSpotAt } from '../../domain/trip-precision.ts';

/** Where a statement finds the facts the location shield reads: columns of a `trips` row. */
export interface TripShieldSql {
  anglerId: Query<unknown>;
  publicPrecision: Query<unknown>;
  matesPrecision: Query<unknown>;
  shareLocation: Query<unknown>;
}

/** Who reads, in SQL: their id (null for a visitor or for the public at large) and whether they are the angler's mate. */
export interface TripViewerSql {
  id: Query<unknown> | null;
  isMate: Query<boolean>;
}

/**
 * domain/trip-precision.ts's `tripPrecisionFor` in SQL: exact for its angler; 'hidden' (the coarsest,
 * so `coarser(anything, 'hidden')`) when the trip or its angler does not share the place; the mates
 * precision for a mate, the public one for anyone else. test/spots/sql-twins.test.ts proves them equal.
 */
export function tripPrecisionSql(trip: TripShieldSql, viewer: TripViewerSql, anglerShares: Query<boolean>): Query<string> {
  const own = viewer.id === null ? sql`false` : sql`${trip.anglerId} is not distinct from ${viewer.id}`;
  return sql`(case
    when ${own} then ${sql.lit('exact')}
    when not (${trip.shareLocation} and ${anglerShares}) then ${sql.lit('hidden')}
    when ${viewer.isMate} then ${trip.matesPrecision}
    else ${trip.publicPrecision} end)`;
}

/** domain's `namesSpotAt` in SQL: whether a viewer at this precision is told the trip's spot. */
export const namesSpotSql = (precision: Query<unknown>): Query<boolean> =>
  sql`(${precision} in (${sql.join(PRECISIONS_FINEST_FIRST.filter(namesSpotAt).map((p) => sql.lit(p)))}))`;

/** Whether the public is told the trip's spot: domain's `namesSpotAt(tripPrecisionFor(trip, THE_PUBLIC, shares))`. */
export const spotNamedToThePublicSql = (trip: TripShieldSql, anglerShares: Query<boolean>): Query<boolean> =>
  namesSpotSql(tripPrecisionSql(trip, { id: null, isMate: sql`false` }, anglerShares));
