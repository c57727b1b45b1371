import { inject } from 'inversify';
import type { SpotTip } from '@tightlines/contracts';
import { wilsonLowerBound } from '../domain/spot-rules.ts';
import { SpotsStore } from './spot-ports.ts';
import { knownSpot } from './known-spot.ts';
import { toTip } from './spot-cards.ts';

/** An angler reads a spot's tips, the best by the Wilson lower bound of their votes first, newest on a tie. */
export class SpotTips {
  constructor(@inject(SpotsStore) private readonly store: SpotsStore) {}

  async execute(spotId: string, viewerId: string | null): Promise<SpotTip[]> {
    await knownSpot(this.store, spotId, viewerId);
    const rows = await this.store.tips(spotId, viewerId);
    return rows
      .map((t) => ({ t, rank: wilsonLowerBound(t.upvotes, t.downvotes) }))
      .sort((a, b) => b.rank - a.rank || +b.t.createdAt - +a.t.createdAt)
      .map(({ t }) => toTip(t));
  }
}
