import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LikeState, Post } from '@tightlines/contracts';

/*
 * A post is cached once per list it shows in: the Following pages, each Discover place's pages,
 * the profile grid's pages, nearby lists — and any other remote's list, since the cache is one
 * shared singleton. A change to the post (a like) is written into every one of those copies, so
 * every card of the post agrees: the cache is the one source of what a card shows.
 */

type PostChange = (post: Post) => Post;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A post as the contract answers it (not merely anything with an id). */
const isThePost = (value: Record<string, unknown>, postId: string): value is Post =>
  value.id === postId && typeof value.liked === 'boolean' && typeof value.likes === 'number' && typeof value.userId === 'string';

/**
 * The cached value with the post changed wherever it appears: a post, a list of posts, a page
 * (`{ items }`) or infinite-query pages (`{ pages }`), nested in any of these. Returns the very
 * same value when the post is not in it, so nobody is told of a change that did not happen.
 */
export function withPostChanged(data: unknown, postId: string, change: PostChange): unknown {
  if (Array.isArray(data)) {
    let changed = false;
    const mapped = data.map((item) => {
      const next = withPostChanged(item, postId, change);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? mapped : data;
  }
  if (!isRecord(data)) return data;
  if (isThePost(data, postId)) return change(data);
  for (const list of ['pages', 'items'] as const) {
    if (!Array.isArray(data[list])) continue;
    const next = withPostChanged(data[list], postId, change);
    return next === data[list] ? data : { ...data, [list]: next };
  }
  return data;
}

/** The first copy of the post in a cached value, if it holds one. */
function findPost(data: unknown, postId: string): Post | undefined {
  let found: Post | undefined;
  withPostChanged(data, postId, (post) => {
    found ??= post;
    return post;
  });
  return found;
}

const holdsPost = (query: Query, postId: string) => findPost(query.state.data, postId) !== undefined;

/** Rewrites the post in every cached query that shows it. */
export function changeCachedPost(client: QueryClient, postId: string, change: PostChange): void {
  for (const query of client.getQueryCache().findAll()) {
    const data = query.state.data;
    const next = withPostChanged(data, postId, change);
    if (next !== data) client.setQueryData(query.queryKey, next);
  }
}

/** Each cached query's own like state of the post: what a failed like puts back. */
export type CachedLikeStates = ReadonlyArray<{ queryKey: QueryKey; state: LikeState }>;

export function cachedLikeStates(client: QueryClient, postId: string): CachedLikeStates {
  const states: { queryKey: QueryKey; state: LikeState }[] = [];
  for (const query of client.getQueryCache().findAll()) {
    const post = findPost(query.state.data, postId);
    if (post) states.push({ queryKey: query.queryKey, state: { liked: post.liked, likes: post.likes } });
  }
  return states;
}

/** Puts each query's copy of the post back to the like state it had. */
export function restoreLikeStates(client: QueryClient, postId: string, states: CachedLikeStates): void {
  for (const { queryKey, state } of states) {
    const data = client.getQueryData(queryKey);
    const next = withPostChanged(data, postId, (post) => ({ ...post, ...state }));
    if (next !== data) client.setQueryData(queryKey, next);
  }
}

/** Stops reads of lists holding the post, so a page fetched before the like cannot overwrite it. */
export const cancelReadsOfPost = (client: QueryClient, postId: string) =>
  client.cancelQueries({ predicate: (query) => holdsPost(query, postId) });

/** The like as the angler sees it at once: liked flips, the count moves by one (never below 0). */
export const likedOptimistically =
  (like: boolean) =>
  (post: Post): Post =>
    post.liked === like ? post : { ...post, liked: like, likes: Math.max(0, post.likes + (like ? 1 : -1)) };
