import { useSyncExternalStore } from 'react';

/**
 * Words an angler mutes: posts, questions and messages holding one are folded away for that angler
 * only. Kept in this browser's storage (the contract has no call for them yet), so they do not follow
 * the angler to another device.
 */
const STORAGE_KEY = 'tightlines.mutedWords';
export const MUTED_WORDS_LIMIT = 100;

const listeners = new Set<() => void>();
let cached: { raw: string | null; words: readonly string[] } = { raw: null, words: [] };

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage refused (a private window's settings)
  }
}

function read(): readonly string[] {
  const raw = storage()?.getItem(STORAGE_KEY) ?? null;
  if (raw === cached.raw) return cached.words;
  let words: string[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    words = Array.isArray(parsed) ? parsed.filter((w): w is string => typeof w === 'string' && w.trim() !== '') : [];
  } catch {
    words = [];
  }
  cached = { raw, words };
  return words;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing them changes them here too.
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A word or phrase as kept: trimmed, spaces collapsed, lower case. */
export const normalMutedWord = (word: string): string => word.trim().replace(/\s+/g, ' ').toLowerCase();

export function setMutedWords(words: readonly string[]): void {
  const unique = [...new Set(words.map(normalMutedWord).filter(Boolean))].slice(0, MUTED_WORDS_LIMIT);
  storage()?.setItem(STORAGE_KEY, JSON.stringify(unique));
  for (const listener of listeners) listener();
}

/** The angler's muted words, kept current as they change (here or in another tab). */
export function useMutedWords(): readonly string[] {
  return useSyncExternalStore(subscribe, read, () => []);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first muted word the texts hold as a whole word or phrase, in any case ('bass' mutes "Bass!", not "bassoon"). */
export function mutedWordIn(texts: readonly (string | null | undefined)[], words: readonly string[]): string | undefined {
  if (words.length === 0) return undefined;
  const text = texts.filter(Boolean).join('\n');
  return words.find((word) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word)}($|[^\\p{L}\\p{N}])`, 'iu').test(text));
}
