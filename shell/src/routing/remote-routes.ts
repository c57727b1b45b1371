import { firstReads, type FirstRead } from '@tightlines/kit/first-reads';

export type RemoteName = 'feed' | 'forum' | 'spots' | 'tournaments' | 'advertiser' | 'operator';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** Visitors may see it without signing in (the landing screen lives at '/'). */
  public?: boolean;
  /**
   * What the route's screen reads before it can paint (key + URL, no schemas): started by the shell's
   * first script beside the session request (../first-screen/start-first-screen.ts), not after the
   * screen's chunks have loaded. The page's params and its address's search are given.
   */
  firstReads?: (params: Record<string, string>, search: URLSearchParams) => FirstRead[];
  /**
   * The remote's lazy page this route opens on, by its chunk name (the remote's routes.tsx names its import):
   * the shell asks for its files as soon as the remote's manifest lists them (../remotes/page-preload.ts).
   */
  page?: string;
  /**
   * Whether the page its address opens shows a kit dialog at once (a spot's detail by its link): the shell asks
   * for the dialogs' code as the app starts (../bootstrap.tsx), beside the page's remote, not once the page has
   * rendered — over HTTP/1.1 that was a round trip more before the dialog's largest paint.
   */
  opensDialog?: (search: URLSearchParams) => boolean;
}

/**
 * The host owns the top-level routes: which remote draws which path (spec part 1 §2,
 * part 2 §2). The remote then renders its own sub-routes for the same paths.
 * The advertiser portal is routed separately: it is public and has no angler header.
 */
export const anglerRoutes: RemoteRoute[] = [
  // The home's posts fold by the muted words as they draw; its trip cards' maps wait for the public config.
  {
    path: '/',
    remote: 'feed',
    public: true,
    page: 'home',
    firstReads: () => [firstReads.followingFeed(), firstReads.mutedWords(), firstReads.publicConfig()],
  },
  { path: '/profile', remote: 'feed', page: 'profile' },
  {
    path: '/profile/:id',
    remote: 'feed',
    page: 'profile',
    firstReads: ({ id }) => [firstReads.profile(id!), firstReads.anglersPosts(id!)],
  },
  { path: '/trips/:id', remote: 'feed' },
  // One Settings page: units, trip sharing, muted words, blocked anglers, your data.
  { path: '/settings', remote: 'feed' },
  {
    path: '/forum',
    remote: 'forum',
    firstReads: (_, search) => [
      firstReads.forumQuestions(search.get('search') ?? undefined),
      firstReads.forumCategories(),
      firstReads.mutedWords(),
    ],
  },
  { path: '/forum/question/:id', remote: 'forum', page: 'question' },
  { path: '/messages', remote: 'forum', page: 'messages', firstReads: () => [firstReads.mutedWords()] },
  { path: '/groups', remote: 'forum', page: 'groups' },
  // A spot's detail first when its link opens it (its sheet is what a phone shows); the directory always;
  // the heat map when it is the tab shown (the default one).
  {
    path: '/spots',
    remote: 'spots',
    opensDialog: (search) => search.has('spot'),
    firstReads: (_, search) => {
      const spot = search.get('spot');
      return [
        ...(spot ? [firstReads.spotDetail(spot)] : []),
        firstReads.spotsDirectory(),
        ...(search.has('tab') ? [] : [firstReads.spotsHeatmap()]),
      ];
    },
  },
  { path: '/tournaments', remote: 'tournaments', firstReads: () => [firstReads.tournaments()] },
  { path: '/tournaments/:id', remote: 'tournaments', page: 'event' },
  // The community guidelines and the angler's statements of reasons (MODERATION_PAGES): the feed remote
  // draws them beside the angler's own profile.
  { path: '/guidelines', remote: 'feed' },
  { path: '/moderation', remote: 'feed' },
  // The operator console, one path a tab; anglers who are not operators see that it is for operators only.
  { path: '/operator', remote: 'operator' },
  { path: '/operator/:tab', remote: 'operator' },
];

/**
 * A path's params when it matches the pattern ('/profile/:id'), as react-router matches a top-level
 * route: whole segments, static ones case-insensitive, a trailing slash ignored. Here rather than
 * react-router's matchRoutes because the shell's first script uses it, before any shared module loads.
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const parts = (path: string) => path.split('/').filter(Boolean);
  const want = parts(pattern);
  const got = parts(pathname);
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i]!;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
    } else if (part.toLowerCase() !== value.toLowerCase()) return undefined;
  }
  return params;
}

/** The angler route a path belongs to (with its params), or undefined for the not-found screen. */
export function matchAnglerPage(pathname: string): { route: RemoteRoute; params: Record<string, string> } | undefined {
  for (const route of anglerRoutes) {
    const params = matchPattern(route.path, pathname);
    if (params) return { route, params };
  }
  return undefined;
}

/** Whether this address opens on a dialog over its page (its route's opensDialog). */
export function opensOnDialog(pathname: string, search: string): boolean {
  return matchAnglerRoute(pathname)?.opensDialog?.(new URLSearchParams(search)) ?? false;
}

/** The angler route a path belongs to, or undefined for the not-found screen. */
export function matchAnglerRoute(pathname: string): RemoteRoute | undefined {
  return matchAnglerPage(pathname)?.route;
}

/** Where sign-in should bring the angler back to (the backend only accepts paths starting with '/'). */
export function loginUrl(returnTo: string): string {
  return returnTo === '/' ? '/api/login' : `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}
