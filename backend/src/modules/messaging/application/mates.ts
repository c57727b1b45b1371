import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import { AnglersFacade, type AnglerCard } from '../../identity/index.ts';

/** Whom an angler can message (their mates), and whom they blocked. */
export class MatesAndBlocks {
  constructor(@inject(AnglersFacade) private readonly anglers: AnglersFacade) {}

  async mates(anglerId: string): Promise<AnglerCard[]> {
    const ids = await this.anglers.mateIdsOf(anglerId);
    const cards = await this.anglers.cardsOf(ids);
    return ids.flatMap((id) => (cards.get(id) ? [cards.get(id)!] : []));
  }

  async blocked(anglerId: string): Promise<AnglerCard[]> {
    const ids = await this.anglers.blockedBy(anglerId);
    const cards = await this.anglers.cardsOf(ids);
    return ids.flatMap((id) => (cards.get(id) ? [cards.get(id)!] : []));
  }

  block(anglerId: string, otherId: string): Promise<void> {
    return this.anglers.block(anglerId, isId(otherId) ? otherId : '00000000-0000-0000-0000-000000000000');
  }

  unblock(anglerId: string, otherId: string): Promise<void> {
    return this.anglers.unblock(anglerId, isId(otherId) ? otherId : '00000000-0000-0000-0000-000000000000');
  }
}
