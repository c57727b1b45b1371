import { inject } from 'inversify';
import { AnglersFacade } from '../../../identity/index.ts';
import type { AnglerNames } from '../../application/angler-names.ts';
import { nameOf } from './angler-name.ts';

/** Anglers' names from identity's cards, a hidden profile's too (operators see whom they judge). */
export class IdentityAnglerNames implements AnglerNames {
  constructor(@inject(AnglersFacade) private readonly anglers: AnglersFacade) {}

  async namesOf(anglerIds: readonly string[]): Promise<Map<string, string | null>> {
    const cards = await this.anglers.cardsOf([...new Set(anglerIds)], { evenHidden: true });
    return new Map([...cards].map(([id, card]) => [id, nameOf(card)]));
  }
}
