import { inject } from 'inversify';
import { AnglersFacade, type AnglerCard } from '../../identity/index.ts';
import { PeopleCopy, type PersonCard } from './ports.ts';

export interface Person {
  name: string | null;
  image: string | null;
}

/**
 * Who wrote what: names and pictures of a page's anglers, from the forum's own copy of their cards
 * (forum_anglers, kept from identity's AnglerCardChanged events: the card as others see it, so a
 * hidden profile stays nameless). `known`: cards the page's own statement brought along. An angler
 * the copy does not hold yet (one from before it) is asked of identity, then kept.
 */
export class People {
  constructor(
    @inject(AnglersFacade) private readonly anglers: AnglersFacade,
    @inject(PeopleCopy) private readonly copy: PeopleCopy,
  ) {}

  async of(ids: Iterable<string>, known?: ReadonlyMap<string, PersonCard>): Promise<(id: string) => Person> {
    const wanted = [...new Set(ids)].filter((id) => !known?.has(id));
    const copied = wanted.length ? await this.copy.cardsOf(wanted) : new Map<string, PersonCard>();
    const missing = wanted.filter((id) => !copied.has(id));
    const asked = missing.length ? await this.anglers.cardsOf(missing) : new Map<string, AnglerCard>();
    if (asked.size) await this.copy.keepMissing([...asked.values()]);
    return (id) => {
      const card = known?.get(id) ?? copied.get(id) ?? asked.get(id);
      return { name: nameOf(card), image: card?.profileImageUrl ?? null };
    };
  }
}

/** An angler's display name, else first and last name. */
export function nameOf(card: PersonCard | undefined): string | null {
  if (!card) return null;
  return card.displayName?.trim() || [card.firstName, card.lastName].filter(Boolean).join(' ').trim() || null;
}
