import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { TripProps } from '../../domain/trip.ts';
import { shapesWhatOthersSee } from '../../domain/shared-trip.ts';
import { SpotAnswers } from '../../application/spot-ports.ts';
import { sharedWhileAnglerSharesSql, tripFactsOf } from './shared-trip.sql.ts';

const BUCKETS = ['dawn', 'morning', 'afternoon', 'evening', 'night'] as const;
/** One trip's weight in each time-of-day bucket: only successful trips say when the fish bite. */
const buckets = (t: Pick<TripProps, 'fishingSuccess' | 'timeOfDay'>, sign: 1 | -1) =>
  Object.fromEntries(BUCKETS.map((b) => [b, t.fishingSuccess && t.timeOfDay === b ? sign : 0])) as Record<(typeof BUCKETS)[number], number>;

/**
 * The heat map's rollups (migration 20251123180000): what a trip added or removed does to its spot's
 * per-day activity, its angler's row at the spot and the spot's count of successful anglers. Every
 * method runs INSIDE the caller's transaction (the trip's), so the rollups commit with the trip or not
 * at all; counters move in SQL (never load-add-save), so concurrent trips are all counted.
 *
 * A trip shapes what others see (spot_activity_days, shared_trips) only by the rule of
 * domain/shared-trip.ts: a trip at hand by shapesWhatOthersSee, trips in the table by its SQL twin
 * (shared-trip.sql.ts). The angler's row in spot_anglers is read
 * `for share`, so a trip and a change of that switch never interleave: the switch's recount waits for
 * the trip, or the trip sees the new switch. An angler whose card has not arrived counts as not sharing
 * (their trips join the rollup when the card arrives: anglerSharingChanged).
 *
 * For the trips' own use cases: LogTrip calls tripAdded; deleting a trip calls tripRemoved with the
 * trip as it was; editing one calls tripRemoved(before) then tripAdded(after); moderation hiding one
 * calls tripRemoved(shown), showing it again tripAdded(shown). A hidden trip counts nowhere, so what
 * is added or removed while it is hidden moves nothing.
 */
export class SpotActivityRollup {
  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(SpotAnswers) private readonly answers: SpotAnswers,
  ) {}

  async tripAdded(t: TripProps): Promise<void> {
    await this.#apply(t, 1);
  }

  /** `t` as it was stored; call before or after deleting its row (its own row is never read). */
  async tripRemoved(t: TripProps): Promise<void> {
    await this.#apply(t, -1);
  }

  async #apply(t: TripProps, sign: 1 | -1): Promise<void> {
    if (!t.spotId || t.hidden) return;
    const [angler] = await this.db.rows<{ shares: boolean }>(sql`
      select share_trip_locations as shares from spot_anglers where id = ${t.anglerId}::uuid for share`);
    const shared = shapesWhatOthersSee(t, !!angler?.shares);
    const success = t.fishingSuccess ? sign : 0;
    const sharedDelta = shared ? sign : 0;
    const [row] =
      sign === 1
        ? await this.db.rows<{ successes: number; shared_trips: number }>(sql`
            insert into spot_angler_activity as x (spot_id, angler_id, successes, shared_trips, shared_last_at)
            values (${t.spotId}, ${t.anglerId}::uuid, ${success}::int, ${sharedDelta}::int, ${shared ? t.createdAt : null}::timestamptz)
            on conflict (spot_id, angler_id) do update set successes = x.successes + excluded.successes,
              shared_trips = x.shared_trips + excluded.shared_trips, shared_last_at = greatest(x.shared_last_at, excluded.shared_last_at)
            returning x.successes, x.shared_trips`)
        : await this.db.rows<{ successes: number; shared_trips: number }>(sql`
            update spot_angler_activity x set successes = x.successes + ${success}::int, shared_trips = x.shared_trips + ${sharedDelta}::int,
              shared_last_at = ${
                shared
                  ? sql`(select max(o.created_at) from trips o where o.spot_id = x.spot_id and o.angler_id = x.angler_id
                         and ${sharedWhileAnglerSharesSql(tripFactsOf('o'))} and o.id <> ${t.id}::uuid)`
                  : sql`x.shared_last_at`
              }
            where x.spot_id = ${t.spotId} and x.angler_id = ${t.anglerId}::uuid
            returning x.successes, x.shared_trips`);
    // The angler's first successful trip here (or their last one gone) moves the spot's Verified count.
    if (row && success !== 0 && row.successes === (sign === 1 ? 1 : 0))
      await this.db.run(sql`update spots set successful_anglers = successful_anglers + ${sign}::int where id = ${t.spotId}`);
    if (row && sign === -1 && row.successes === 0 && row.shared_trips === 0)
      await this.db.run(sql`delete from spot_angler_activity where spot_id = ${t.spotId} and angler_id = ${t.anglerId}::uuid
        and successes = 0 and shared_trips = 0`);
    if (shared) {
      const b = buckets(t, sign);
      const day = sql`(${t.createdAt}::timestamptz at time zone 'UTC')::date`;
      if (sign === 1)
        await this.db.run(sql`
          insert into spot_activity_days as d (spot_id, day, trips, successes, dawn, morning, afternoon, evening, night)
          values (${t.spotId}, ${day}, 1, ${success}::int, ${b.dawn}::int, ${b.morning}::int, ${b.afternoon}::int, ${b.evening}::int, ${b.night}::int)
          on conflict (spot_id, day) do update set trips = d.trips + 1, successes = d.successes + excluded.successes,
            dawn = d.dawn + excluded.dawn, morning = d.morning + excluded.morning, afternoon = d.afternoon + excluded.afternoon,
            evening = d.evening + excluded.evening, night = d.night + excluded.night`);
      else
        await this.db.run(sql`
          update spot_activity_days d set trips = d.trips - 1, successes = d.successes + ${success}::int, dawn = d.dawn + ${b.dawn}::int,
            morning = d.morning + ${b.morning}::int, afternoon = d.afternoon + ${b.afternoon}::int, evening = d.evening + ${b.evening}::int,
            night = d.night + ${b.night}::int
          where d.spot_id = ${t.spotId} and d.day = ${day}`);
    }
    this.answers.changed();
  }

  /**
   * The angler turned 'Share Trip Locations' on (or their card first arrived sharing) or off: every
   * trip of theirs with its location shared joins or leaves what others see, in one recount of their
   * trips. Runs in the transaction that changes spots' copy of the switch (whose row it has locked).
   */
  async anglerSharingChanged(anglerId: string, shares: boolean): Promise<void> {
    const mine = sql`select spot_id, (created_at at time zone 'UTC')::date as day, count(*)::int as trips,
        (count(*) filter (where fishing_success))::int as successes,
        ${sql.join(BUCKETS.map((b) => sql`(count(*) filter (where fishing_success and time_of_day = ${b}))::int as ${sql.ref(b)}`))}
      from trips t where t.angler_id = ${anglerId}::uuid and ${sharedWhileAnglerSharesSql(tripFactsOf('t'))} group by 1, 2`;
    if (shares)
      await this.db.run(sql`
        insert into spot_activity_days as d (spot_id, day, trips, successes, dawn, morning, afternoon, evening, night)
        select spot_id, day, trips, successes, dawn, morning, afternoon, evening, night from (${mine}) m
        on conflict (spot_id, day) do update set trips = d.trips + excluded.trips, successes = d.successes + excluded.successes,
          dawn = d.dawn + excluded.dawn, morning = d.morning + excluded.morning, afternoon = d.afternoon + excluded.afternoon,
          evening = d.evening + excluded.evening, night = d.night + excluded.night`);
    else
      await this.db.run(sql`
        update spot_activity_days d set trips = d.trips - m.trips, successes = d.successes - m.successes, dawn = d.dawn - m.dawn,
          morning = d.morning - m.morning, afternoon = d.afternoon - m.afternoon, evening = d.evening - m.evening, night = d.night - m.night
        from (${mine}) m where d.spot_id = m.spot_id and d.day = m.day`);
    await this.db.run(sql`
      update spot_angler_activity x set shared_trips = ${shares ? sql`m.trips` : sql`0`}, shared_last_at = ${shares ? sql`m.last_at` : sql`null`}
      from (select t.spot_id, count(*)::int as trips, max(t.created_at) as last_at from trips t
            where t.angler_id = ${anglerId}::uuid and ${sharedWhileAnglerSharesSql(tripFactsOf('t'))} group by t.spot_id) m
      where x.spot_id = m.spot_id and x.angler_id = ${anglerId}::uuid`);
    this.answers.changed();
  }
}
