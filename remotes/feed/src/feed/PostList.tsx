import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { Button, EmptyState, MutedFold, NativeAdCard, useNativeAds, useRevealed, withNativeAds } from '@tightlines/kit';
import type { PostPage, Trip } from '@tightlines/contracts';
import { PostCard } from './PostCard.tsx';
import { TripCard } from '../trips/TripCard.tsx';
import { byTime } from '../lib/by-time.ts';
import { PostCardSkeleton, PostCardSkeletons } from './PostCardSkeleton.tsx';
import { InfiniteSentinel } from './InfiniteSentinel.tsx';

/**
 * A feed of post cards: skeletons while loading, the tab's empty state, then pages as the angler
 * scrolls, with a native ad after every `adsEvery`-th post (spec part 1 §2). The ads are asked for once
 * the lead card is on screen (kit useNativeAds); until they are answered the list shows only the posts
 * before the first ad's place, so an ad arriving late never pushes a post down.
 */
export function PostList({
  query,
  empty,
  adsEvery = 0,
  near = null,
}: {
  query: UseInfiniteQueryResult<InfiniteData<PostPage & { trips?: Trip[] }>>;
  empty: ReactNode;
  adsEvery?: number;
  /** The place the list is about (Discover near a point): ads targeting that region may show. */
  near?: { latitude: number; longitude: number } | null;
}) {
  const ads = useNativeAds(adsEvery > 0, near);
  const adsSettled = adsEvery === 0 || !ads.isPending;
  const loading = query.isPending;
  // The Following feed's pages carry the trips of the same stretch of time: trip cards among the posts, by time.
  const entries = query.data
    ? byTime(
        query.data.pages.flatMap((page) => page.items),
        query.data.pages.flatMap((page) => page.trips ?? []),
      )
    : [];
  const rows = withNativeAds(entries, adsEvery > 0 ? (ads.data ?? []) : [], adsEvery);
  // A page of cards a screenful at a time (the phone's first paint waits only for the first few); past the
  // first ad's place only once the ads are answered.
  const shown = useRevealed(adsSettled ? rows : rows.slice(0, adsEvery), { first: 2, step: 1 });
  if (loading) return <PostCardSkeletons />;
  if (query.isError)
    return (
      <EmptyState
        icon={<AlertTriangle aria-hidden />}
        title="Couldn't load posts"
        description="Check your connection and try again."
        action={<Button onClick={() => query.refetch()}>Try again</Button>}
      />
    );
  if (entries.length === 0) return <>{empty}</>;
  return (
    <div className="grid gap-4">
      {shown.map((row, index) =>
        row.kind === 'ad' ? (
          <NativeAdCard key={`ad-${row.ad.token}`} ad={row.ad} />
        ) : row.item.kind === 'trip' ? (
          <MutedFold key={`trip-${row.item.trip.id}`} texts={[row.item.trip.notes]}>
            <TripCard trip={row.item.trip} showAuthor />
          </MutedFold>
        ) : (
          <MutedFold key={row.item.post.id} texts={[row.item.post.title, row.item.post.description]}>
            <PostCard post={row.item.post} lead={index === 0} />
          </MutedFold>
        ),
      )}
      {/* The next page is asked for only once this one is all on screen (the marker would sit under the first cards). */}
      <InfiniteSentinel
        hasNextPage={query.hasNextPage && shown.length === rows.length}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={query.fetchNextPage}
        skeleton={<PostCardSkeleton />}
      />
    </div>
  );
}
