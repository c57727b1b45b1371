/** The forum's pure rules: what a list row previews, and how a typed search becomes a query. */

export const PREVIEW_CHARS = 150;

/** The list's preview (spec §9: 150 characters), cut at a character, not inside a surrogate pair. */
export function previewOf(content: string, chars = PREVIEW_CHARS): string {
  const letters = Array.from(content);
  return letters.length <= chars ? content : `${letters.slice(0, chars).join('').trimEnd()}…`;
}

/**
 * A search as typed in the header's box: the words already finished are matched as words (with
 * websearch syntax — quotes, `or`, `-word`), the word still being typed as a prefix, so "trolling
 * spo" finds "trolling spoons". Only letters and digits reach the prefix, which is written into a
 * tsquery; an empty search is none.
 */
export interface SearchTerms {
  /** For websearch_to_tsquery (may be empty). */
  words: string;
  /** A bare word to match as a prefix, or null when the search ends with a space or quote. */
  prefix: string | null;
}

export function searchTermsOf(typed: string): SearchTerms | null {
  const text = typed.trim();
  if (!text) return null;
  const last = /([\p{L}\p{N}]+)$/u.exec(text);
  // A finished phrase, an exclusion, or a trailing space: the whole text is words.
  const inQuote = (text.match(/"/g)?.length ?? 0) % 2 === 1;
  const excluded = last ? /(^|\s)-[\p{L}\p{N}]*$/u.test(text) : false;
  if (!last || inQuote || excluded || typed.endsWith(' ')) return { words: text, prefix: null };
  const words = text.slice(0, last.index).trim();
  return { words, prefix: last[1]!.toLowerCase() };
}

/**
 * Most words a prefix is searched as. A prefix that begins more (one or two letters typed) is
 * searched as a prefix: slower (PostgreSQL cannot weigh it), and rarely what anyone meant yet.
 */
export const PREFIX_WORDS = 50;

/**
 * The words a prefix begins, as one tsquery of alternatives in PostgreSQL's input syntax — the
 * words are lexemes already (stemmed, lower-case), so they are quoted, not normalised again: a
 * quote doubled, a backslash escaped. Null when there are none.
 */
export function anyOfWords(words: readonly string[]): string | null {
  if (!words.length) return null;
  return words.map((w) => `'${w.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' | ');
}
