import { firstReads, startReads, type FirstRead, type StartedRead } from '@tightlines/kit/first-reads';
import { hasSignedInHint } from '../landing/signed-in-hint.ts';
import { matchAnglerPage } from '../routing/remote-routes.ts';
import { isPortalPath } from '../portal/portal-path.ts';

/**
 * What this page reads first, when worth asking before the app has loaded: for an angler (the signed-in
 * hint), who is signed in and what the route's screen reads (its route table's firstReads). A visitor's
 * page shows the landing or the sign-in prompt — its reads would be answered 401 for nothing.
 */
export function firstScreenReads(pathname: string, search: string, cookies: string): FirstRead[] {
  // The advertiser portal has its own sign-in, and reads nothing of an angler's.
  if (!hasSignedInHint(cookies) || isPortalPath(pathname)) return [];
  const page = matchAnglerPage(pathname);
  const screen = page?.route.firstReads?.(page.params, new URLSearchParams(search)) ?? [];
  return [firstReads.currentUser(), ...screen];
}

let started: StartedRead[] = [];
let handedOver = false;

/**
 * Started by the shell's first script (../index.ts), in parallel with the app's own chunks and the page's
 * remote, so the largest paint does not wait for them in a row; adopted by the query cache
 * once it exists (../bootstrap.tsx, the kit's adoptFirstReads). Once the cache exists, it is too late:
 * the screens ask for themselves.
 */
export function startFirstScreen(location: { pathname: string; search: string }, cookies: string): void {
  if (!handedOver) started = startReads(firstScreenReads(location.pathname, location.search, cookies));
}

/** The reads started for this page, handed over once (a later cache must not adopt stale answers). */
export function takeStartedReads(): StartedRead[] {
  const reads = started;
  started = [];
  handedOver = true;
  return reads;
}
