import { inject } from 'inversify';
import type { SpotTip } from '@tightlines/contracts';
import { TipNotFound } from '../domain/spot.errors.ts';
import { SpotsStore } from './spot-ports.ts';
import { toTip } from './spot-cards.ts';

/** An angler upvotes (1) or downvotes (-1) a tip, or takes their vote back (0): one vote per angler, scores exact. */
export class VoteOnTip {
  constructor(@inject(SpotsStore) private readonly store: SpotsStore) {}

  async execute(tipId: string, anglerId: string, vote: -1 | 0 | 1): Promise<SpotTip> {
    const spotId = await this.store.tipSpot(tipId, anglerId);
    if (!spotId || !(await this.store.vote(tipId, anglerId, vote))) throw new TipNotFound();
    return toTip((await this.store.tips(spotId, anglerId, tipId))[0]!);
  }
}
