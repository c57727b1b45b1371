import type { Post, Trip } from '@tightlines/contracts';

export type FeedEntry = { kind: 'post'; post: Post } | { kind: 'trip'; trip: Trip };

/** Posts and trips in one list, newest first (ties: posts first, then by id), as the server paged them. */
export function byTime(posts: readonly Post[], trips: readonly Trip[]): FeedEntry[] {
  const entries: Array<FeedEntry & { at: number; id: string }> = [
    ...posts.map((post) => ({ kind: 'post' as const, post, at: Date.parse(post.createdAt), id: post.id })),
    ...trips.map((trip) => ({ kind: 'trip' as const, trip, at: Date.parse(trip.createdAt), id: trip.id })),
  ];
  return entries
    .sort((a, b) => b.at - a.at || (a.kind === b.kind ? (a.id < b.id ? 1 : -1) : a.kind === 'post' ? -1 : 1))
    .map((e) => (e.kind === 'post' ? { kind: 'post', post: e.post } : { kind: 'trip', trip: e.trip }));
}
