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
    const privacies = await this.relationships.privaciesVisible(viewerId, anglerId);
    const [tally, trips] = await Promise.all([
      this.reads.catchTally(anglerId, privacies),
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
