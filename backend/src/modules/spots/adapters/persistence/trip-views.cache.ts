import { inject } from 'inversify';
import { LRUCache } from 'lru-cache';
import { CacheInvalidationToken, type CacheInvalidation } from '../../../../platform/signals/cache-invalidation.ts';
import type { PrecisionsNow, TripView, TripViews } from '../../application/trip-ports.ts';
import { SqlTripViews } from './trip-views.reads.ts';

/** How many trips one process remembers (a view is under 1 KB) and how long at most. */
export const TRIP_VIEWS_CACHE_SIZE = 20_000;
export const TRIP_VIEWS_CACHE_MS = 60_000;

const BY_TRIP = 'spots.trip-views';
const BY_ANGLER = 'spots.trip-views-of-angler';
const AT_SPOT = 'spots.trip-views-at-spot';

/** A read in flight, and what was forgotten while it ran: those of its rows may predate the change. */
interface Load {
  trips: Set<string>;
  anglers: Set<string>;
  spots: Set<string>;
  all: boolean;
}

/**
 * Trips as stored (places included, as spots' own copy of the angler's card has them), remembered by
 * id: every Following page shows trip cards, and a trip rarely changes after it is logged. What a
 * card shows changes only by an edit or delete of the trip (SqlTripChanges) or a new card of its
 * angler — name, photo, the 'Share Trip Locations' switch (SqlSpotsStore.cardChanged) — and each of
 * those forgets it once committed: at once here, within milliseconds in every other process
 * (platform/signals), everything when a process may have missed a signal. Who sees the place is
 * decided per viewer on every read from what is remembered (the facade's tripAsSeenBy), never cached.
 *
 * A read that was running when one of its trips (or their angler's card) was forgotten keeps that row
 * out of the cache — it may have read the row before the change committed — so a switch turned off is
 * never served stale by a load that raced it. The time limit is only a safety net.
 */
export class TripViewsCache implements TripViews {
  readonly #views = new LRUCache<string, TripView>({ max: TRIP_VIEWS_CACHE_SIZE, ttl: TRIP_VIEWS_CACHE_MS, updateAgeOnGet: false });
  readonly #loads = new Set<Load>();

  constructor(
    @inject(SqlTripViews) private readonly stored: TripViews,
    @inject(CacheInvalidationToken) private readonly invalidation: CacheInvalidation,
  ) {
    const forgetAll = () => this.#forgetAllHere();
    invalidation.register(BY_TRIP, (tripId) => this.#forgetTripHere(tripId), forgetAll);
    invalidation.register(BY_ANGLER, (anglerId) => this.#forgetAnglerHere(anglerId), forgetAll);
    invalidation.register(AT_SPOT, (spotId) => this.#forgetSpotHere(spotId), forgetAll);
  }

  async byIds(ids: readonly string[]): Promise<Map<string, TripView>> {
    const found = new Map<string, TripView>();
    const missing: string[] = [];
    for (const id of ids) {
      const view = this.#views.get(id);
      if (view) found.set(id, view);
      else missing.push(id);
    }
    if (!missing.length) return found;
    const load: Load = { trips: new Set(), anglers: new Set(), spots: new Set(), all: false };
    this.#loads.add(load);
    let read: Map<string, TripView>;
    try {
      read = await this.stored.byIds(missing);
    } finally {
      this.#loads.delete(load);
    }
    for (const [id, view] of read) {
      found.set(id, view);
      if (!load.all && !load.trips.has(id) && !load.anglers.has(view.anglerId) && !(view.spotId && load.spots.has(view.spotId)))
        this.#views.set(id, view);
    }
    return found;
  }

  /** An angler's export reads every trip once: not worth remembering. */
  allOf(anglerId: string): Promise<TripView[]> {
    return this.stored.allOf(anglerId);
  }

  /** Never remembered: a switch turned off in another process must not wait for its signal. */
  placesSharedNow(ids: readonly string[]): Promise<Map<string, PrecisionsNow>> {
    return this.stored.placesSharedNow(ids);
  }

  /** The trip was edited or deleted (call inside its transaction: forgotten once it commits). */
  forgetTrip(tripId: string): void {
    this.invalidation.forget(BY_TRIP, tripId);
  }

  /** The angler's card changed or their account went: every trip of theirs shows it. Rare, so a sweep is fine. */
  forgetTripsOf(anglerId: string): void {
    this.invalidation.forget(BY_ANGLER, anglerId);
  }

  /** The spot was hidden or shown again: every trip there names it or not. Rare, so a sweep is fine. */
  forgetTripsAt(spotId: string): void {
    this.invalidation.forget(AT_SPOT, spotId);
  }

  #forgetSpotHere(spotId: string): void {
    for (const [id, view] of this.#views.entries()) if (view.spotId === spotId) this.#views.delete(id);
    for (const load of this.#loads) load.spots.add(spotId);
  }

  #forgetTripHere(tripId: string): void {
    this.#views.delete(tripId);
    for (const load of this.#loads) load.trips.add(tripId);
  }

  #forgetAnglerHere(anglerId: string): void {
    for (const [id, view] of this.#views.entries()) if (view.anglerId === anglerId) this.#views.delete(id);
    for (const load of this.#loads) load.anglers.add(anglerId);
  }

  #forgetAllHere(): void {
    this.#views.clear();
    for (const load of this.#loads) load.all = true;
  }
}
