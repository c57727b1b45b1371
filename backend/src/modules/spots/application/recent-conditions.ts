import { inject } from 'inversify';
import { SpotsStore } from './spot-ports.ts';
import { knownSpot } from './known-spot.ts';

/** An angler reads the conditions others reported at a spot, newest first: only from trips that shape what others see. */
export class RecentConditions {
  constructor(@inject(SpotsStore) private readonly store: SpotsStore) {}

  async execute(spotId: string, limit: number, viewerId: string | null) {
    await knownSpot(this.store, spotId, viewerId);
    return (await this.store.recentConditions(spotId, limit)).map((c) => ({
      weatherCondition: c.weatherCondition,
      waterCondition: c.waterCondition,
      temperature: c.temperature,
      notes: c.notes,
      createdAt: c.createdAt.toISOString(),
    }));
  }
}
