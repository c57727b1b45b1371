import { inject } from 'inversify';
import { isId, newId } from '../../../../shared/kernel/ids.ts';
import type { StoredTip, TripRepository } from '../../application/ports.ts';
import type { TripCounts } from '../../application/spots-facade.ts';
import { tripCountsPart } from './trip-counts.part.ts';
import type { Trip, TripPrivacy } from '../../domain/trip.ts';
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

  /** The same statement as the profile's part of it (trip-counts.part.ts), on its own. */
  async countsOf(anglerId: string, privacies: readonly TripPrivacy[]): Promise<TripCounts> {
    if (!isId(anglerId) || !privacies.length) return { trips: 0, successfulTrips: 0 };
    const [row] = await this.db.prepared(
      'spots.trip-counts',
      tripCountsPart.sql({ angler: sql`${anglerId}::uuid`, privacies: sql`${privacies}::text[]` }),
    );
    return tripCountsPart.read(row);
  }
}
