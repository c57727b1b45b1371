import type { ErrorIssue } from '@tightlines/contracts';

export const STORABLE_TEXT_MESSAGES = {
  nul: "text can't contain a NUL character",
  loneSurrogate: "text can't contain half of a character (a lone UTF-16 surrogate)",
} as const;

/**
 * A lone surrogate: a high half not followed by a low one, or a low half with no high one before it.
 * JSON can carry one (`"\ud800"`); UTF-8 cannot, so it would be stored as something else.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why PostgreSQL could not keep this text as given (it refuses U+0000 in text and jsonb), if it could not. */
function unstorable(text: string): string | undefined {
  if (text.includes('\u0000')) return STORABLE_TEXT_MESSAGES.nul;
  if (LONE_SURROGATE.test(text)) return STORABLE_TEXT_MESSAGES.loneSurrogate;
  return undefined;
}

/**
 * Every string of a request's params, query or body — values and object keys, however deep — that
 * the database could not store as sent, one issue each. Checked before the contract's schemas, for
 * every call at once: a search box, a bio or a message with a NUL is the caller's mistake (400), not a
 * refusal from deep in the database read as an outage.
 */
export function unstorableTextIssues(value: unknown, path: ErrorIssue['path']): ErrorIssue[] {
  if (typeof value === 'string') {
    const message = unstorable(value);
    return message ? [{ path, message }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => unstorableTextIssues(item, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => {
      const keyMessage = unstorable(key);
      const safeKey = keyMessage ? JSON.stringify(key).slice(1, -1) : key;
      return [
        ...(keyMessage ? [{ path: [...path, safeKey], message: `its name: ${keyMessage}` }] : []),
        ...unstorableTextIssues(item, [...path, safeKey]),
      ];
    });
  }
  return [];
}
