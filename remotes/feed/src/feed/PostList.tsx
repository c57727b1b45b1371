import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { Button, EmptyState } from '@tightlines/kit';
import type { PostPage } from '@tightlines/contracts';
import { PostCard } from './PostCard.tsx';
import { PostCardSkeleton, PostCardSkeletons } from './PostCardSkeleton.tsx';
import { InfiniteSentinel } from './InfiniteSentinel.tsx';

/** A feed of post cards: skeletons while loading, the tab's empty state, then pages as the angler scrolls. */
export function PostList({ query, empty }: { query: UseInfiniteQueryResult<InfiniteData<PostPage>>; empty: ReactNode }) {
  if (query.isPending) return <PostCardSkeletons />;
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
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      <InfiniteSentinel
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={query.fetchNextPage}
        skeleton={<PostCardSkeleton />}
      />
    </div>
  );
}
