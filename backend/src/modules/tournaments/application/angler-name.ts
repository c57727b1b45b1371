import type { AnglerCard } from '../../identity/index.ts';

/** How tournaments name an angler: their display name, else first and last name. */
export function nameOf(card: AnglerCard | undefined): string | null {
  if (!card) return null;
  return card.displayName?.trim() || [card.firstName, card.lastName].filter(Boolean).join(' ').trim() || null;
}
