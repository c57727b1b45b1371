import { inject } from 'inversify';
import { SpotNotFound } from '../domain/spot.errors.ts';
import { averageRating } from '../domain/spot-rules.ts';
import { SpotsStore } from './spot-ports.ts';

/** An angler rates a spot (or rates it again): one rating per angler, the average exact under concurrency. */
export class RateSpot {
  constructor(@inject(SpotsStore) private readonly store: SpotsStore) {}

  async execute(spotId: string, anglerId: string, rating: number) {
    const r = await this.store.rate(spotId, anglerId, rating);
    if (!r) throw new SpotNotFound();
    return { rating: averageRating(r.sum, r.count), totalRatings: r.count, myRating: rating };
  }
}
