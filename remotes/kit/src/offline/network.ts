import { ApiError } from '../api/api-error.ts';

/** The browser says it has no connection (it can be wrong the other way: online without a route out). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * A call that failed for lack of network, not because the server said no: fetch rejects with a
 * TypeError when no answer came back at all. An abort is the screen's own choice, not the network.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return false;
  if (error instanceof Error && error.name === 'AbortError') return false;
  return error instanceof TypeError || isOffline();
}

/**
 * Worth trying again later: no answer, or an answer that says so — the server or a proxy was
 * down (5xx), too many requests (429), a timeout (408), or not signed in right now (401: the
 * angler signs in again and the queue goes on). Anything else is a refusal of this action.
 */
export function isWorthRetrying(error: unknown): boolean {
  // No answer (or one this page could not read): the server may not have it yet; the key makes a resend safe.
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 429 || error.status === 408 || error.status === 401;
}
