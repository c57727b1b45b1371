import { inject } from 'inversify';
import { AnglersFacade, type AnglerCard } from '../../identity/index.ts';

export interface Person {
  name: string | null;
  image: string | null;
}

/** Who wrote what: names and pictures of a page's anglers, from identity, in one lookup. */
export class People {
  constructor(@inject(AnglersFacade) private readonly anglers: AnglersFacade) {}

  async of(ids: Iterable<string>): Promise<(id: string) => Person> {
    const cards = await this.anglers.cardsOf([...new Set(ids)]);
    return (id) => {
      const card = cards.get(id);
      return { name: nameOf(card), image: card?.profileImageUrl ?? null };
    };
  }
}

/** An angler's display name, else first and last name. */
export function nameOf(card: AnglerCard | undefined): string | null {
  if (!card) return null;
  return card.displayName?.trim() || [card.firstName, card.lastName].filter(Boolean).join(' ').trim() || null;
}
