import { inject } from 'inversify';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { SpotNotFound } from '../domain/spot.errors.ts';
import { RANGE_DAYS, rangeStartsAt, type TimeRange } from '../domain/spot-rules.ts';
import { SpotsStore } from './spot-ports.ts';
import { hiddenMarkOf } from '@tightlines/contracts';
import { toHeatSpot } from './spot-cards.ts';

/** An angler opens a spot: its heat-map figures over the range, every species, who added it and their own rating. */
export class SpotDetail {
  constructor(
    @inject(SpotsStore) private readonly store: SpotsStore,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async execute(id: string, timeRange: TimeRange, viewerId: string | null) {
    const spot = await this.store.one(id, viewerId);
    if (!spot) throw new SpotNotFound();
    const [activity] = await this.store.activitySince(rangeStartsAt(timeRange, this.clock.now()), [id]);
    return {
      ...toHeatSpot(spot, activity, RANGE_DAYS[timeRange]),
      myRating: spot.myRating,
      species: spot.species,
      creatorName: spot.creatorName,
      isMine: viewerId !== null && spot.createdBy === viewerId,
      hidden: hiddenMarkOf(spot.hidden),
    };
  }
}
