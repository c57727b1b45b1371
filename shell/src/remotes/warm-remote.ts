import { registerPlugins } from '@module-federation/enhanced/runtime';
import { hasSignedInHint } from '../landing/signed-in-hint.ts';
import { matchAnglerRoute, type RemoteName } from '../routing/remote-routes.ts';
import { loadRemoteRoutes } from './remote-registry.ts';
import { pagePreloadPlugin, preloadPageOf } from './page-preload.ts';

/**
 * The remote that will draw this page, when it is worth fetching before the app has rendered: an
 * angler's page only with the signed-in hint — a visitor's page shows the sign-in prompt, and its remote
 * would be bytes for nothing. Never the advertiser portal: it has a page of its own (shell/src/portal).
 */
export function remoteToWarm(pathname: string, cookies: string): RemoteName | undefined {
  if (!hasSignedInHint(cookies)) return undefined;
  return matchAnglerRoute(pathname)?.remote;
}

/**
 * Starts fetching the page's remote (its manifest, entry and routes) at once, beside the session
 * request the angler gate waits for, instead of after it: on a slow phone network that is three
 * round trips fewer before the page's first paint (Lighthouse: the largest paint waited on eight in a
 * row). The federation runtime keeps what it loaded, so the slot's own load finds it there; a failure
 * here is left to the slot, which shows it with Retry.
 */
export function warmRemote(pathname: string, cookies: string): void {
  const name = remoteToWarm(pathname, cookies);
  if (!name) return;
  // The page's own files too, once the remote's manifest names them (./page-preload.ts).
  const page = matchAnglerRoute(pathname)?.page;
  if (page) {
    registerPlugins([pagePreloadPlugin()]);
    preloadPageOf(name, page);
  }
  loadRemoteRoutes(name).catch(() => undefined);
}
