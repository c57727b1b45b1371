import { inject } from 'inversify';
import type { SpotsFacade, TripCounts } from './spots-facade.ts';
import { TripRepository } from './ports.ts';

/** Spots' answers to other modules. Trip counts are public figures (no places in them). */
export class SpotsFacadeService implements SpotsFacade {
  constructor(@inject(TripRepository) private readonly trips: TripRepository) {}

  tripCountsOf(anglerId: string): Promise<TripCounts> {
    return this.trips.countsOf(anglerId);
  }
}
