import { inject } from 'inversify';
import { isId, newId } from '../../../../shared/kernel/ids.ts';
import type { StoredTip, TripRepository } from '../../application/ports.ts';
import type { TripCounts, TripTally } from '../../application/spots-facade.ts';
import type { Trip, TripPrivacy } from '../../domain/trip.ts';

/** One privacy's figures among an angler's shown trips. */
interface PrivacyCounts {
  privacy: TripPrivacy;
  trips: number;
  successful: number;
}
const sum = (values: readonly number[]) => values.reduce((total, n) => total + n, 0);
const NO_TRIPS: TripTally = { countsFor: () => ({ trips: 0, successfulTrips: 0 }) };
import { SpotNotFound } from '../../domain/spot.errors.ts';
import { countsOnItsSpot } from '../../domain/spot-trip-counts.ts';
import { shownToSql, spotFactsOf } from './hidden-place.sql.ts';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { TransactionsToken, type Transactions } from '../../../../platform/transactions/transactions.ts';
import { SpotActivityRollup } from './spot-activity.rollup.ts';

export class SqlTripRepository implements TripRepository {
  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(SpotActivityRollup) private readonly rollup: SpotActivityRollup,
  ) {}

  /**
   * The spot's counter moves in SQL (`total_trips + 1`) inside the trip's transaction, never by
   * load-increment-save, so concurrent trips are all counted; so do the heat map's rollups
   * (SpotActivityRollup.tripAdded). An unknown spot rolls everything back.
   */
  async log(trip: Trip): Promise<StoredTip | null> {
    return this.transactions.run(() => this.#insert(trip));
  }

  async #insert(trip: Trip): Promise<StoredTip | null> {
    const t = trip.toProps();
    if (t.spotId) {
      // A trip the public is not told the spot of moves no counter, but its spot is held all the same; a
      // hidden spot takes no trips (nor conditions) but its author's: to anyone else it is not there.
      const counts = countsOnItsSpot(t) ? 1 : 0;
      const counted = await this.db.rows(sql`update spots s set total_trips = s.total_trips + ${counts}::int,
        successful_trips = s.successful_trips + ${t.fishingSuccess ? counts : 0}::int
        where s.id = ${t.spotId} and ${shownToSql(spotFactsOf('s'), t.anglerId)} returning s.id`);
      if (!counted.length) throw new SpotNotFound();
    }
    await this.db.run(sql`insert into trips (id, angler_id, spot_id, fishing_success, water_condition, weather_condition, temperature,
        time_of_day, notes, share_location, location, latitude, longitude, privacy, public_precision, mates_precision, place_name,
        created_at)
      values (${t.id}::uuid, ${t.anglerId}::uuid, ${t.spotId}, ${t.fishingSuccess}, ${t.waterCondition}, ${t.weatherCondition},
        ${t.temperature}::float8, ${t.timeOfDay}, ${t.notes}, ${t.shareLocation}, ${t.location}, ${t.latitude}::float8,
        ${t.longitude}::float8, ${t.privacy}, ${t.publicPrecision}, ${t.matesPrecision}, ${t.placeName}, ${t.createdAt}::timestamptz)`);
    await this.rollup.tripAdded(t);
    if (!trip.sharedTip) return null;
    const tip: StoredTip = { id: newId(), ...trip.sharedTip };
    await this.db.run(sql`insert into spot_tips (id, spot_id, angler_id, trip_id, title, content, category, created_at)
      values (${tip.id}::uuid, ${tip.spotId}, ${t.anglerId}::uuid, ${t.id}::uuid, ${tip.title}, ${tip.content}, ${tip.category},
        ${t.createdAt}::timestamptz)`);
    return tip;
  }

  /**
   * The trips shown (a hidden one counts nowhere), counted per privacy in one walk of
   * trips_angler_shown_idx and its heap rows (prepared); the caller sums the privacies its viewer may
   * see. Asked of the database on every read, never remembered: a trip made private or hidden leaves
   * every viewer's count at once, in every process (a remembered count would tell a stranger of it
   * until its signal came), and the walk is one angler's trips.
   */
  async tallyOf(anglerId: string): Promise<TripTally> {
    if (!isId(anglerId)) return NO_TRIPS;
    const rows = await this.db.prepared<PrivacyCounts>(
      'spots.trip-counts-by-privacy',
      sql`select privacy, count(*)::int as trips, (count(*) filter (where fishing_success))::int as successful
          from trips where angler_id = ${anglerId}::uuid and hidden_at is null group by privacy`,
    );
    return {
      countsFor(privacies) {
        const seen = rows.filter((r) => privacies.includes(r.privacy));
        return { trips: sum(seen.map((r) => r.trips)), successfulTrips: sum(seen.map((r) => r.successful)) };
      },
    };
  }

  async countsOf(anglerId: string, privacies: readonly TripPrivacy[]): Promise<TripCounts> {
    if (!privacies.length) return NO_TRIPS.countsFor(privacies);
    return (await this.tallyOf(anglerId)).countsFor(privacies);
  }
}
