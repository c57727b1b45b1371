import type { RouteDef } from './route.ts';

/** The sign-in's start: a limit per address applies to it (with the development provider's login form). */
const SIGN_IN_START = '/api/login';

/**
 * Whether a limit can refuse the call with a 429 (and Retry-After). The server limits every write
 * under /api per angler and per address, and the start of the sign-in per address
 * (backend/src/platform/http/request-limits.ts); the tighter named limits of modules (forum
 * questions and answers, messages, groups, the advertiser portal's sign-in) all sit on writes.
 */
export function isRateLimited(def: RouteDef): boolean {
  return def.method !== 'GET' || def.path === SIGN_IN_START;
}
