import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { Button, EmptyState, NativeAdCard, useNativeAds, withNativeAds } from '@tightlines/kit';
import type { PostPage } from '@tightlines/contracts';
import { PostCard } from './PostCard.tsx';
import { PostCardSkeleton, PostCardSkeletons } from './PostCardSkeleton.tsx';
import { InfiniteSentinel } from './InfiniteSentinel.tsx';

/**
 * A feed of post cards: skeletons while loading, the tab's empty state, then pages as the angler
 * scrolls, with a native ad after every `adsEvery`-th post (spec part 1 §2). The list waits for the
 * ads as for the posts, so an ad arriving late never pushes posts down.
 */
export function PostList({ query, empty, adsEvery = 0 }: { query: UseInfiniteQueryResult<InfiniteData<PostPage>>; empty: ReactNode; adsEvery?: number }) {
  const ads = useNativeAds(adsEvery > 0);
  if (query.isPending || (adsEvery > 0 && ads.isPending)) return <PostCardSkeletons />;
  if (query.isError)
    return (
      <EmptyState
        icon={<AlertTriangle aria-hidden />}
        title="Couldn't load posts"
        description="Check your connection and try again."
        action={<Button onClick={() => query.refetch()}>Try again</Button>}
      />
    );
  const posts = query.data.pages.flatMap((page) => page.items);
  if (posts.length === 0) return <>{empty}</>;
  return (
    <div className="grid gap-4">
      {withNativeAds(posts, adsEvery > 0 ? (ads.data ?? []) : [], adsEvery).map((row) =>
        row.kind === 'item' ? <PostCard key={row.item.id} post={row.item} /> : <NativeAdCard key={`ad-${row.ad.token}`} ad={row.ad} />,
      )}
      <InfiniteSentinel
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={query.fetchNextPage}
        skeleton={<PostCardSkeleton />}
      />
    </div>
  );
}
