import { z } from './z.ts';
import type { RouteDef } from './route.ts';

/**
 * Retrying a creating call safely: the client sends a key of its own choosing with the request
 * (a fresh one per thing the angler does, the same one when it sends that thing again), and the
 * server answers a second request bearing the same key with the first one's answer instead of
 * doing it twice — a doubled click, a retry after a dropped connection or an offline queue sending
 * again makes one post, one trip, one like. Keys belong to the signed-in angler and are forgotten
 * a day after first use.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** How long the server remembers a key's answer (a retry after this runs the call again). */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** 8–255 visible ASCII characters: a UUID is the usual choice. */
export const IdempotencyKey = z.string().regex(/^[\x21-\x7e]{8,255}$/, 'must be 8 to 255 visible ASCII characters (a UUID, for instance)');

/** The answer to a request whose key is already taken by a different request (other call or other body). */
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different request: send a new key for a new action.';

/**
 * The calls that take the key: every POST with a JSON body or none that a signed-in angler makes
 * (creating things: share a post, log a trip, like, follow, ask, answer, send a message…). Uploads
 * stream a file and are not replayed (a repeated upload leaves one unused file, nothing an angler
 * sees); browser navigations and the calls of anglers not signed in (the advertiser portal has its
 * own session; ad beacons count once by their own token) take none. A route may opt out or in with
 * `idempotent`.
 */
export function takesIdempotencyKey(def: RouteDef): boolean {
  if (def.idempotent !== undefined) return def.idempotent;
  return def.method === 'POST' && (def.kind ?? 'json') === 'json' && def.auth !== false;
}
