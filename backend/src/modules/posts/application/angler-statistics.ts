import { inject } from 'inversify';
import { SpotsFacade } from '../../spots/index.ts';
import { statsOf, type AnglerStats } from '../domain/stats.ts';
import { AnglerUnknown } from '../domain/post.errors.ts';
import { PostReads } from './ports.ts';
import { Relationships } from './relationships.ts';

/**
 * An angler's statistics over the catches the viewer may see (a stranger's view counts public catches
 * only), with their trips from spots (posts calls spots; spots never calls posts).
 */
export class AnglerStatistics {
  constructor(
    @inject(PostReads) private readonly reads: PostReads,
    @inject(Relationships) private readonly relationships: Relationships,
    @inject(SpotsFacade) private readonly spots: SpotsFacade,
  ) {}

  /** Throws AnglerUnknown when there is no such angler (known from the relationship's lookup). */
  async execute(anglerId: string, viewerId: string): Promise<AnglerStats> {
    // Trips need no relationship: asked at once, beside it; both awaited, so nothing outlives the call.
    const [counted, tripsCounted] = await Promise.allSettled([
      this.relationships.privaciesVisibleIfKnown(viewerId, anglerId).then((privacies) => {
        if (!privacies) throw new AnglerUnknown();
        return this.reads.catchTally(anglerId, privacies);
      }),
      this.spots.tripCountsOf(anglerId),
    ]);
    if (counted.status === 'rejected') throw counted.reason;
    if (tripsCounted.status === 'rejected') throw tripsCounted.reason;
    return statsOf(counted.value, tripsCounted.value.trips, tripsCounted.value.successfulTrips);
  }
}
