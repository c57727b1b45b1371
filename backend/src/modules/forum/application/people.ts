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
 * hidden profile stays nameless). `page.copied`: what the page's own statement found in the copy,
 * which is then not read again. An angler the copy does not hold yet (one from before it) is asked
 * of identity, then kept.
 */
export class People {
  constructor(
    @inject(AnglersFacade) private readonly anglers: AnglersFacade,
    @inject(PeopleCopy) private readonly copy: PeopleCopy,
  ) {}

  async of(ids: Iterable<string>, page?: { copied: ReadonlyMap<string, PersonCard> }): Promise<(id: string) => Person> {
    const wanted = [...new Set(ids)];
    const copied = page?.copied ?? (wanted.length ? await this.copy.cardsOf(wanted) : new Map<string, PersonCard>());
    const missing = wanted.filter((id) => !copied.has(id));
    const asked = missing.length ? await this.anglers.cardsOf(missing) : new Map<string, AnglerCard>();
    if (missing.length) await this.copy.keepMissing(missing, asked);
    return (id) => {
      const card = copied.get(id) ?? asked.get(id);
      return { name: nameOf(card), image: card?.profileImageUrl ?? null };
    };
  }

  /** Anglers a page found missing from the copy (ones from before it): asked of identity, then kept. */
  async keep(ids: readonly string[]): Promise<void> {
    await this.copy.keepMissing(ids, await this.anglers.cardsOf(ids));
  }
}

/** An angler's display name, else first and last name. */
export function nameOf(card: PersonCard | undefined): string | null {
  if (!card) return null;
  return card.displayName?.trim() || [card.firstName, card.lastName].filter(Boolean).join(' ').trim() || null;
}
