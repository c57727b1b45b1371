import { inject } from 'inversify';
import { SpotsFacade } from '../../spots/index.ts';
import { statsOf, type AnglerStats } from '../domain/stats.ts';
import { AnglerUnknown } from '../domain/post.errors.ts';
import { PostReads } from './ports.ts';
import { Relationships } from './relationships.ts';

/**
 * An angler's statistics over the catches and trips the viewer may see (a stranger's view counts public
 * ones only) — one privacy rule for both, posts'; the trips counted by spots (posts calls spots; spots
 * never calls posts).
 */
export class AnglerStatistics {
  constructor(
    @inject(PostReads) private readonly reads: PostReads,
    @inject(Relationships) private readonly relationships: Relationships,
    @inject(SpotsFacade) private readonly spots: SpotsFacade,
  ) {}

  /** Throws AnglerUnknown when there is no such angler (known from the relationship's lookup). */
  async execute(anglerId: string, viewerId: string): Promise<AnglerStats> {
    const privacies = await this.relationships.privaciesVisibleIfKnown(viewerId, anglerId);
    if (!privacies) throw new AnglerUnknown();
    // Both asked at once and both awaited, so nothing outlives the call.
    const [counted, tripsCounted] = await Promise.allSettled([
      this.reads.catchTally(anglerId, privacies),
      this.spots.tripCountsOf(anglerId, privacies),
    ]);
    if (counted.status === 'rejected') throw counted.reason;
    if (tripsCounted.status === 'rejected') throw tripsCounted.reason;
    return statsOf(counted.value, tripsCounted.value.trips, tripsCounted.value.successfulTrips);
  }
}
