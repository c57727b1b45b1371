import { useSyncExternalStore } from 'react';
import { MODERATION_LIMITS, moderationRoutes, normalMutedWord } from '@tightlines/contracts';
import { api } from '../api/client.ts';
import { ApiError } from '../api/api-error.ts';

/**
 * Words an angler mutes: posts, questions and messages holding one are folded away for that angler
 * only. Kept with their account (GET/PUT /api/settings/muted-words), so they follow the angler to every
 * device; folding stays here in the client, as it is the angler's own choice of what to see.
 *
 * One store for the page: read again from the server whenever something starts showing them (after
 * none did), so a change made on another device shows on the next screen; changed here at once, then
 * saved. A change made while a read was on its way wins over that read's answer.
 */
export const MUTED_WORDS_LIMIT = MODERATION_LIMITS.mutedWords;
export { normalMutedWord };

export interface MutedWordsState {
  words: readonly string[];
  /** Why the last change was not saved to the account (it still folds here until the page reloads); null when saved. */
  notSaved: string | null;
}

const listeners = new Set<() => void>();
let state: MutedWordsState = { words: [], notSaved: null };
/** Counts local changes: an answer to a read started before the latest change is stale. */
let changes = 0;

function publish(next: MutedWordsState): void {
  state = next;
  for (const listener of listeners) listener();
}

function readFromAccount(): void {
  const startedAt = changes;
  api.call(moderationRoutes.mutedWords).then(
    (saved) => {
      if (changes === startedAt) publish({ words: saved.words, notSaved: null });
    },
    // Signed out, or offline: what is here stays.
    () => {},
  );
}

/** The shell's first script asked for the words already: the first reader takes that read instead of asking again. */
let firstReadAdopted = false;

/**
 * The words as the shell's first script asked for them, beside the session read (kit adoptFirstReads): kept
 * as soon as they arrive, so the screen's first cards fold by them as they draw, not a moment after.
 */
export function adoptMutedWordsRead(answer: Promise<unknown>): void {
  const startedAt = changes;
  firstReadAdopted = true;
  answer.then(
    (saved) => {
      const words = (saved as { words?: unknown } | null)?.words;
      if (changes === startedAt && Array.isArray(words)) publish({ words: words as string[], notSaved: null });
    },
    // Signed out, or offline: what is here stays.
    () => {},
  );
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    if (firstReadAdopted) firstReadAdopted = false;
    else readFromAccount();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function setMutedWords(words: readonly string[]): void {
  const unique = [...new Set(words.map(normalMutedWord).filter(Boolean))].slice(0, MUTED_WORDS_LIMIT);
  const change = ++changes;
  publish({ words: unique, notSaved: null });
  api.call(moderationRoutes.setMutedWords, { body: { words: unique } }).then(
    (saved) => {
      if (change === changes) publish({ words: saved.words, notSaved: null });
    },
    (error: unknown) => {
      if (change !== changes) return;
      const why = error instanceof ApiError ? error.detail : 'You seem to be offline';
      publish({ ...state, notSaved: why });
    },
  );
}

const current = () => state;
const none: MutedWordsState = { words: [], notSaved: null };

/** The angler's muted words and whether the last change was saved, kept current as they change. */
export function useMutedWordsState(): MutedWordsState {
  return useSyncExternalStore(subscribe, current, () => none);
}

/** The angler's muted words, kept current as they change (here, or on another device by the next screen). */
export function useMutedWords(): readonly string[] {
  return useMutedWordsState().words;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first muted word the texts hold as a whole word or phrase, in any case ('bass' mutes "Bass!", not "bassoon"). */
export function mutedWordIn(texts: readonly (string | null | undefined)[], words: readonly string[]): string | undefined {
  if (words.length === 0) return undefined;
  const text = texts.filter(Boolean).join('\n');
  return words.find((word) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word)}($|[^\\p{L}\\p{N}])`, 'iu').test(text));
}
