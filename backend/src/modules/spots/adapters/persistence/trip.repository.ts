import { inject } from 'inversify';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EntityManagerToken } from '../../../../platform/db/tokens.ts';
import { isId, newId } from '../../../../shared/kernel/ids.ts';
import type { StoredTip, TripRepository } from '../../application/ports.ts';
import type { TripCounts } from '../../application/spots-facade.ts';
import type { Trip } from '../../domain/trip.ts';
import { SpotNotFound } from '../../domain/spot.errors.ts';
import { SqlToken, statement, type Sql } from '../../../../platform/db/sql.ts';
import { ReadCache } from '../../../../platform/db/read-cache.ts';

/**
 * A profile's Trips and Successful figures: prepared, and remembered per angler for a few seconds
 * (statistics ask them on every call) — forgotten here when the angler logs a trip.
 */
const TRIP_COUNTS = statement(
  'spots.trip-counts',
  `select count(*)::int as trips, (count(*) filter (where fishing_success))::int as successful
   from trips where angler_id = $1`,
);

export class SqlTripRepository implements TripRepository {
  readonly #counts = new ReadCache<TripCounts>({ max: 5_000, ms: 5_000 });

  constructor(
    @inject(EntityManagerToken) private readonly em: EntityManager,
    @inject(SqlToken) private readonly sql: Sql,
  ) {}

  /**
   * The spot's counter moves in SQL (`total_trips + 1`) inside the trip's transaction, never by
   * load-increment-save, so concurrent trips are all counted; an unknown spot rolls everything back.
   */
  async log(trip: Trip): Promise<StoredTip | null> {
    const tip = await this.#insert(trip);
    this.#counts.forget(trip.toProps().anglerId);
    return tip;
  }

  #insert(trip: Trip): Promise<StoredTip | null> {
    const t = trip.toProps();
    return this.em.transactional(async (em) => {
      if (t.spotId) {
        const counted = await em.execute('update spots set total_trips = total_trips + 1 where id = ? returning id', [t.spotId]);
        if (!counted.length) throw new SpotNotFound();
      }
      await em.execute(
        `insert into trips (id, angler_id, spot_id, fishing_success, water_condition, weather_condition, temperature,
           time_of_day, notes, share_location, location, latitude, longitude, created_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::timestamptz)`,
        [t.id, t.anglerId, t.spotId, t.fishingSuccess, t.waterCondition, t.weatherCondition, t.temperature, t.timeOfDay,
          t.notes, t.shareLocation, t.location, t.latitude, t.longitude, t.createdAt.toISOString()],
      );
      if (!trip.sharedTip) return null;
      const tip: StoredTip = { id: newId(), ...trip.sharedTip };
      await em.execute(
        `insert into spot_tips (id, spot_id, angler_id, trip_id, title, content, category, created_at)
         values (?, ?, ?, ?, ?, ?, ?, ?::timestamptz)`,
        [tip.id, tip.spotId, t.anglerId, t.id, tip.title, tip.content, tip.category, t.createdAt.toISOString()],
      );
      return tip;
    });
  }

  /** Index-only over trips_angler_idx (it includes fishing_success). */
  async countsOf(anglerId: string): Promise<TripCounts> {
    if (!isId(anglerId)) return { trips: 0, successfulTrips: 0 };
    return this.#counts.get(anglerId, async () => {
      const [row] = await this.sql.rows<{ trips: number; successful: number }>(TRIP_COUNTS, [anglerId]);
      return { trips: row!.trips, successfulTrips: row!.successful };
    });
  }
}
