/**
 * The reads a first screen cannot paint without, declared as data — the react-query key the screen reads
 * and the URL it GETs — so the shell's first script can start them beside the session request, before
 * the screen's remote and page chunks have arrived (a signed-in page's largest paint waited
 * on the chain page → scripts → session → remote → page chunk → only then its query). The shell's route
 * table (shell/src/routing/remote-routes.ts) names which of these each top-level route opens with; the
 * kit's adoptFirstReads puts the answers into the query cache under the same key, where the screen's own
 * hook finds them (fetching, then fresh) instead of asking again.
 *
 * Imported as '@tightlines/kit/first-reads' into the shell's first script: plain data, no imports (no
 * contracts, no React) — the first script must stay small and cannot load shared modules. Each remote's
 * tests prove its screens' keys and URLs equal these (…/first-reads.test.ts), so a renamed key shows.
 * Were a remote deployed with other keys, its screen would merely fetch for itself, as before.
 */
export interface FirstRead {
  /** The react-query key of the screen's hook. */
  readonly key: readonly unknown[];
  /** What that hook GETs for its first answer (for a paged read, its first page). */
  readonly url: string;
  /** A paged read (useInfiniteQuery): the answer is its first page. */
  readonly pages?: true;
  /** The session read: "not signed in" (401) is an answer, null, not a failure. */
  readonly session?: true;
  /** Read by a store of the kit's own rather than a query: the answer goes there (adoptFirstReads). */
  readonly store?: 'mutedWords';
}

const FIRST_PAGE = 20; // PAGE_SIZE.default (contracts/src/pagination.ts)
const segment = encodeURIComponent;

export const firstReads = {
  /** Who is signed in (kit useAuth): every signed-in screen's gate. */
  currentUser: (): FirstRead => ({ key: ['/api/auth/user'], url: '/api/auth/user', session: true }),
  /** The home's Following feed (feed remote). */
  followingFeed: (): FirstRead => ({ key: ['/api/posts/feed'], url: `/api/posts/feed?limit=${FIRST_PAGE}`, pages: true }),
  /** An angler's profile card and their posts' grid (feed remote). */
  profile: (userId: string): FirstRead => ({ key: ['/api/profile/:userId', userId], url: `/api/profile/${segment(userId)}` }),
  anglersPosts: (userId: string): FirstRead => ({
    key: ['/api/posts/user/:userId', userId],
    url: `/api/posts/user/${segment(userId)}?limit=${FIRST_PAGE}`,
    pages: true,
  }),
  /** The forum's questions (unfiltered, or as the header's search sent it) and its category counts. */
  forumQuestions: (search?: string): FirstRead => {
    const term = search?.trim() || undefined;
    return {
      key: ['/api/forum', 'questions', { search: term }],
      url: term ? `/api/forum/questions?${new URLSearchParams({ search: term })}` : '/api/forum/questions',
    };
  },
  forumCategories: (): FirstRead => ({ key: ['/api/forum', 'categories'], url: '/api/forum/categories' }),
  /** The spots directory unfiltered, and the heat map (the default tab) with its default filter. */
  spotsDirectory: (): FirstRead => ({ key: ['/api/spots', 'directory', {}], url: '/api/spots' }),
  spotsHeatmap: (): FirstRead => {
    const filter = { timeRange: '7d', minActivityScore: 0, minRating: 0, showOnlyActive: 'false' }; // as HeatMapScreen's toQuery sends it
    return { key: ['/api/spots', 'heatmap', filter], url: `/api/spots/heatmap?${new URLSearchParams(filter as never)}` };
  },
  /**
   * A spot's detail as its link opens it (`/spots?spot=<id>`): its Overview over the default 30 days. The
   * sheet's description is that screen's largest paint, which otherwise waited for the page's chunks and the
   * dialog's code before it was even asked for.
   */
  spotDetail: (spotId: string): FirstRead => ({
    key: ['/api/spots', spotId, 'detail', '30d'],
    url: `/api/spots/${segment(spotId)}?timeRange=30d`,
  }),
  /** The tournaments list, unfiltered. */
  tournaments: (): FirstRead => ({ key: ['/api/tournaments', 'list', {}], url: '/api/tournaments' }),
  /**
   * The angler's muted words (the kit's muted-words store, not a query): a screen of posts, questions or
   * messages folds by them as it draws, and otherwise asks for them only once its first card has rendered.
   */
  mutedWords: (): FirstRead => ({ key: ['/api/settings/muted-words'], url: '/api/settings/muted-words', store: 'mutedWords' }),
  /** The public configuration (kit usePublicConfig): the maps key a trip card's map waits for. */
  publicConfig: (): FirstRead => ({ key: ['/api/config'], url: '/api/config' }),
};

/** A read on its way: the declaration and the answer the browser is fetching. */
export interface StartedRead extends FirstRead {
  readonly answer: Promise<Response>;
}

/** Starts the reads now (the session's cookies sent), to be adopted by the query cache once it exists. */
export function startReads(reads: readonly FirstRead[]): StartedRead[] {
  return reads.map((read) => ({
    ...read,
    answer: fetch(read.url, { credentials: 'include', headers: { Accept: 'application/json' } }),
  }));
}
