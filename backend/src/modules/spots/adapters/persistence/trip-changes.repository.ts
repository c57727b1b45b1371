import { inject } from 'inversify';
import { isId } from '../../../../shared/kernel/ids.ts';
import { shownToSql, spotFactsOf } from './hidden-place.sql.ts';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { TripChanges } from '../../application/trip-ports.ts';
import { MyRatings, SpotAnswers } from '../../application/spot-ports.ts';
import { Trip, type TripProps } from '../../domain/trip.ts';
import { SpotNotFound } from '../../domain/spot.errors.ts';
import { countsOnItsSpot, spotCountChanges } from '../../domain/spot-trip-counts.ts';
import { spotNamedToThePublicSql } from './trip-precision.sql.ts';
import { tripFactsOf } from './shared-trip.sql.ts';
import { SpotActivityRollup } from './spot-activity.rollup.ts';
import { TRIP_COLUMNS, tripPropsOf } from './trip-row.ts';
import { TripViewsCache } from './trip-views.cache.ts';

/** What a trip counts as in its spots' figures: nothing while moderation hides it or the public is not told its spot. */
const counted = (t: TripProps): TripProps | null => (countsOnItsSpot(t) ? t : null);

/** domain's `countsOnItsSpot` in SQL, over trips `t` (the switch read as on, as there). */
const COUNTED_ON_ITS_SPOT = sql`(t.hidden_at is null and ${spotNamedToThePublicSql(tripFactsOf('t'), sql`true`)})`;

/**
 * Edits and deletes of trips, and an angler's trips leaving with their account. Every counter a trip
 * moved when it was logged moves back in the same transaction, in SQL: the spot's trips and
 * successful trips (domain/spot-trip-counts.ts), the heat map's rollups (SpotActivityRollup: the old
 * version removed, the new one added); an angler's trip counts are counted on every read. Spots' rows are locked in id order first, as logging a trip locks its spot, so
 * concurrent trips at those spots wait rather than interleave.
 */
export class SqlTripChanges implements TripChanges {
  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(SpotActivityRollup) private readonly rollup: SpotActivityRollup,
    @inject(SpotAnswers) private readonly answers: SpotAnswers,
    @inject(MyRatings) private readonly myRatings: MyRatings,
    @inject(TripViewsCache) private readonly views: TripViewsCache,
  ) {}

  async findForChange(tripId: string): Promise<Trip | null> {
    if (!isId(tripId)) return null;
    const [row] = await this.db.rows(sql`select ${TRIP_COLUMNS} from trips t where t.id = ${tripId}::uuid for update`);
    return row ? Trip.restore(tripPropsOf(row)) : null;
  }

  async edit(before: Trip, after: Trip): Promise<void> {
    const b = before.toProps();
    const a = after.toProps();
    await this.#count(counted(b), counted(a));
    await this.db.run(sql`update trips set spot_id = ${a.spotId}, fishing_success = ${a.fishingSuccess},
        water_condition = ${a.waterCondition}, weather_condition = ${a.weatherCondition}, temperature = ${a.temperature}::float8,
        time_of_day = ${a.timeOfDay}, notes = ${a.notes}, share_location = ${a.shareLocation}, location = ${a.location},
        latitude = ${a.latitude}::float8, longitude = ${a.longitude}::float8, privacy = ${a.privacy},
        public_precision = ${a.publicPrecision}, mates_precision = ${a.matesPrecision}, place_name = ${a.placeName}
      where id = ${a.id}::uuid`);
    await this.rollup.tripRemoved(b);
    await this.rollup.tripAdded(a);
    this.views.forgetTrip(a.id);
  }

  async delete(trip: Trip): Promise<void> {
    const t = trip.toProps();
    await this.#count(counted(t), null);
    await this.db.run(sql`delete from trips where id = ${t.id}::uuid`);
    await this.rollup.tripRemoved(t);
    this.views.forgetTrip(t.id);
  }

  /**
   * Moderation hides the trip (or shows it again), in its transaction: hidden, it gives back everything
   * it counted — its spot's trips, the heat map's rollups, its angler's trip counts — as a delete
   * would; shown again, it counts again as when it was logged. A second hiding only changes the reason.
   */
  async setHidden(tripId: string, hidden: TripProps['hidden']): Promise<void> {
    const before = await this.findForChange(tripId);
    if (!before) return;
    const b = before.toProps();
    const a: TripProps = { ...b, hidden };
    await this.#count(counted(b), counted(a));
    await this.db.run(sql`update trips set hidden_at = ${hidden?.at ?? null}::timestamptz, hidden_rule = ${hidden?.ruleId ?? null}
      where id = ${a.id}::uuid`);
    await this.rollup.tripRemoved(b);
    await this.rollup.tripAdded(a);
    this.views.forgetTrip(a.id);
  }

  /**
   * Locks every spot the trip was or will be at (in id order), then moves their counters; a new spot
   * that does not exist is a 404. Every spot is locked even when its counters do not move: the heat
   * map's rollups of that spot change next, and a change that touched them before holding the spot
   * could wait for a LogTrip holding the spot while that trip waits for the rollup's row — a deadlock.
   */
  async #count(before: TripProps | null, after: TripProps | null): Promise<void> {
    const spots = [...new Set([before?.spotId, after?.spotId].filter((id): id is string => !!id))];
    if (spots.length) await this.db.rows(sql`select id from spots where id = any(${spots}::varchar[]) order by id for no key update`);
    // Moved to a spot hidden from its angler: as a new trip there, refused (it is not there for them).
    if (after?.spotId && after.spotId !== before?.spotId) {
      const [shown] = await this.db.rows(
        sql`select 1 from spots s where s.id = ${after.spotId} and ${shownToSql(spotFactsOf('s'), after.anglerId)}`,
      );
      if (!shown) throw new SpotNotFound();
    }
    const changes = spotCountChanges(before, after).sort((x, y) => x.spotId.localeCompare(y.spotId));
    for (const c of changes) {
      const moved = await this.db.rows(sql`update spots set total_trips = total_trips + ${c.trips}::int,
          successful_trips = successful_trips + ${c.successfulTrips}::int
        where id = ${c.spotId} returning id`);
      if (!moved.length) throw new SpotNotFound();
    }
  }

  async forgetAngler(anglerId: string): Promise<void> {
    const angler = sql`${anglerId}::uuid`;
    // Every spot whose figures this angler moved, locked in id order before any of them changes.
    await this.db.rows(sql`select id from spots where id in (
        select spot_id from trips where angler_id = ${angler} and spot_id is not null
        union select spot_id from spot_ratings where angler_id = ${angler}
        union select spot_id from spot_tips where angler_id = ${angler}
        union select p.spot_id from spot_tip_votes v join spot_tips p on p.id = v.tip_id where v.angler_id = ${angler})
      order by id for update`);
    // Their trips: out of the heat map first (while spots' copy of their switch still says whether they counted), then the counters.
    const [card] = await this.db.rows<{ shares: boolean }>(sql`
      select share_trip_locations as shares from spot_anglers where id = ${angler} for update`);
    if (card?.shares) await this.rollup.anglerSharingChanged(anglerId, false);
    await this.db.run(sql`update spots s set successful_anglers = s.successful_anglers - 1
      from spot_angler_activity x where x.angler_id = ${angler} and x.successes > 0 and s.id = x.spot_id`);
    await this.db.run(sql`delete from spot_angler_activity where angler_id = ${angler}`);
    await this.db.run(sql`update spots s set total_trips = s.total_trips - x.trips, successful_trips = s.successful_trips - x.successes
      from (select t.spot_id, count(*)::int as trips, (count(*) filter (where t.fishing_success))::int as successes
            from trips t where t.angler_id = ${angler} and t.spot_id is not null and ${COUNTED_ON_ITS_SPOT} group by t.spot_id) x
      where s.id = x.spot_id`);
    // Their ratings and votes leave the averages and tip scores they were part of.
    await this.db.run(sql`update spots s set rating_sum = s.rating_sum - x.total, rating_count = s.rating_count - x.n
      from (select spot_id, sum(rating)::int as total, count(*)::int as n from spot_ratings where angler_id = ${angler} group by spot_id) x
      where s.id = x.spot_id`);
    await this.db.run(sql`delete from spot_ratings where angler_id = ${angler}`);
    this.myRatings.changed(anglerId);
    await this.db.run(sql`update spot_tips p set upvotes = p.upvotes - (v.vote = 1)::int, downvotes = p.downvotes - (v.vote = -1)::int
      from spot_tip_votes v where v.angler_id = ${angler} and v.tip_id = p.id`);
    await this.db.run(sql`delete from spot_tip_votes where angler_id = ${angler}`);
    // Their tips go (and others' votes on them, by cascade); then their trips, their card, their name on spots they added.
    await this.db.run(sql`delete from spot_tips where angler_id = ${angler}`);
    await this.db.run(sql`delete from trips where angler_id = ${angler}`);
    await this.db.run(sql`delete from spot_angler_species where angler_id = ${angler}`);
    await this.db.run(sql`delete from spot_anglers where id = ${angler}`);
    await this.db.run(sql`delete from spot_angler_location_defaults where angler_id = ${angler}`);
    await this.db.run(sql`update spots set created_by = null where created_by = ${angler}`);
    this.views.forgetTripsOf(anglerId);
    // Ratings, counts and creators' names the heat map and directory remembered.
    this.answers.changed();
  }
}
