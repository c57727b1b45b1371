import type { AnglerCard } from '../../../identity/index.ts';

/** An angler's name as the console shows it: their display name, else their first and last names. */
export const nameOf = (card: AnglerCard | undefined): string | null =>
  card ? card.displayName?.trim() || [card.firstName, card.lastName].filter(Boolean).join(' ').trim() || null : null;
