import { inject } from 'inversify';
import type { SpotsFacade, TripCard, TripCounts } from './spots-facade.ts';
import { TripRepository } from './ports.ts';
import { TripViews } from './trip-ports.ts';
import { SpotsStore } from './spot-ports.ts';
import { toTripResponse } from './trip-card.ts';
import { Trip, tripAsSeenBy } from '../domain/trip.ts';

/** Spots' answers to other modules. Trip counts are public figures (no places in them). */
export class SpotsFacadeService implements SpotsFacade {
  constructor(
    @inject(TripRepository) private readonly trips: TripRepository,
    @inject(TripViews) private readonly views: TripViews,
    @inject(SpotsStore) private readonly store: SpotsStore,
  ) {}

  caughtSpecies(anglerId: string, species: string): Promise<void> {
    return this.store.caught(anglerId, species);
  }

  tripCountsOf(anglerId: string): Promise<TripCounts> {
    return this.trips.countsOf(anglerId);
  }

  async tripsSeenBy(viewerId: string, tripIds: readonly string[]): Promise<Map<string, TripCard>> {
    const found = await this.views.byIds(tripIds);
    const seen = new Map<string, TripCard>();
    for (const [id, view] of found) {
      // An angler whose card has not reached spots yet counts as not sharing trip locations.
      const angler = { shareTripLocations: view.angler?.shareTripLocations ?? false };
      seen.set(id, toTripResponse({ ...view, ...tripAsSeenBy(Trip.restore(view), viewerId, angler) }));
    }
    return seen;
  }

  async ownTripsOf(anglerId: string): Promise<TripCard[]> {
    return (await this.views.allOf(anglerId)).map(toTripResponse);
  }
}
