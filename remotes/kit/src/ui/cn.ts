import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { joinOverriding } from './class-kinds.ts';

/**
 * Joins class names, letting a caller's Tailwind class override the primitive's default. Most calls
 * need no tailwind-merge — a single class list, a caller adding classes of other kinds, or replacing a
 * size, a padding or a colour (class-kinds.ts) — and are joined here: tailwind-merge builds its map of every
 * utility on its first merge (8–20 ms of a phone's first render) and parses each list it has not seen
 * before. The rest (a skeleton's corners, an arbitrary value) go to tailwind-merge; no main screen's first
 * load reaches it.
 */
export function cn(...inputs: ClassValue[]): string {
  const given = inputs.filter(Boolean);
  if (given.length === 1 && typeof given[0] === 'string') return given[0];
  const lists = given.map((input) => clsx(input)).filter(Boolean);
  const key = lists.join('|');
  let classes = answers.get(key);
  if (classes === undefined) {
    classes = joinOverriding(lists) ?? twMerge(lists.join(' '));
    // The app writes a few hundred such combinations; a bound all the same.
    if (answers.size >= 1_000) answers.clear();
    answers.set(key, classes);
  }
  return classes;
}

/** Each combination's classes: a list drawn again (every card of a feed) is not read again. */
const answers = new Map<string, string>();
