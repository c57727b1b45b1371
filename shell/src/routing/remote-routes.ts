import { matchRoutes } from 'react-router';

export type RemoteName = 'feed' | 'forum' | 'spots' | 'tournaments' | 'advertiser';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** Visitors may see it without signing in (the landing screen lives at '/'). */
  public?: boolean;
}

/**
 * The host owns the top-level routes: which remote draws which path (spec part 1 §2,
 * part 2 §2). The remote then renders its own sub-routes for the same paths.
 * The advertiser portal is routed separately: it is public and has no angler header.
 */
export const anglerRoutes: RemoteRoute[] = [
  { path: '/', remote: 'feed', public: true },
  { path: '/profile', remote: 'feed' },
  { path: '/profile/:id', remote: 'feed' },
  { path: '/trips/:id', remote: 'feed' },
  { path: '/forum', remote: 'forum' },
  { path: '/forum/question/:id', remote: 'forum' },
  { path: '/messages', remote: 'forum' },
  { path: '/groups', remote: 'forum' },
  { path: '/spots', remote: 'spots' },
  { path: '/tournaments', remote: 'tournaments' },
  { path: '/tournaments/:id', remote: 'tournaments' },
];

/** The angler route a path belongs to, or undefined for the not-found screen. */
export function matchAnglerRoute(pathname: string): RemoteRoute | undefined {
  return matchRoutes(anglerRoutes, pathname)?.[0]?.route;
}

/** Where sign-in should bring the angler back to (the backend only accepts paths starting with '/'). */
export function loginUrl(returnTo: string): string {
  return returnTo === '/' ? '/api/login' : `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}
