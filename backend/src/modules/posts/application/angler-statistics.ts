import { inject, optional } from 'inversify';
import { SpotsFacade } from '../../spots/index.ts';
import type { AnglerStats } from '../domain/stats.ts';
import { PostReads } from './ports.ts';
import { Relationships } from './relationships.ts';

/**
 * An angler's statistics over the catches the viewer may see (a stranger's view counts public catches
 * only), with their trips from spots. Spots is optional so posts works before spots is loaded.
 */
export class AnglerStatistics {
  constructor(
    @inject(PostReads) private readonly reads: PostReads,
    @inject(Relationships) private readonly relationships: Relationships,
    @inject(SpotsFacade) @optional() private readonly spots: SpotsFacade | undefined,
  ) {}

  async execute(anglerId: string, viewerId: string): Promise<AnglerStats> {
    // Trips need no relationship: asked at once, beside it (one round trip less on the way).
    const [tally, trips] = await Promise.all([
      this.relationships.privaciesVisible(viewerId, anglerId).then((privacies) => this.reads.catchTally(anglerId, privacies)),
      this.spots?.tripCountsOf(anglerId) ?? { trips: 0, successfulTrips: 0 },
    ]);
    return {
      totalCatches: tally.bySpecies.reduce((n, s) => n + s.count, 0),
      totalSpecies: tally.bySpecies.length,
      totalTrips: trips.trips,
      successfulTrips: trips.successfulTrips,
      biggestByLength: tally.biggestByLength,
      biggestByWeight: tally.biggestByWeight,
      speciesBreakdown: tally.bySpecies,
    };
  }
}
