import { inject } from 'inversify';
import type { Spot } from '../domain/spot.ts';
import { SpotRepository } from './ports.ts';

/** The spots anglers fish most: offered in the trip wizard and on Discover (first 6 shown). */
export class PopularSpots {
  constructor(@inject(SpotRepository) private readonly spots: SpotRepository) {}

  execute(limit: number): Promise<Spot[]> {
    return this.spots.popular(limit);
  }
}
