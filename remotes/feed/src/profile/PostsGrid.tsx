import { Suspense, useState } from 'react';
import { FileText, Grid3x3, Play } from 'lucide-react';
import { Dialog, DialogContent, DialogTitle, EmptyState, Skeleton, useRevealed } from '@tightlines/kit';
import { speciesName, type Post } from '@tightlines/contracts';
import { useAnglersPosts } from '../api/posts.ts';
import { InfiniteSentinel } from '../feed/InfiniteSentinel.tsx';
import { PostCard } from './later-parts.ts';

const titleOf = (post: Post) => (post.type === 'catch' && post.species ? speciesName(post.species) : (post.title ?? 'Post'));

/** The profile's Posts tab (spec part 1 §2): a 3-column grid of thumbnails, 9 skeleton tiles while loading. */
export function PostsGrid({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  const posts = useAnglersPosts(userId);
  // The opened post's id, not a copy: its card reads the cached post, so a like shows everywhere.
  const [openedId, setOpenedId] = useState<string | null>(null);
  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];
  // Three rows of thumbnails at once, the rest in steps: a phone's first paint waits only for what it shows.
  const shown = useRevealed(items, { first: 9, step: 9 });
  if (posts.isPending)
    return (
      <div className="grid grid-cols-3 gap-1 sm:gap-2" role="status" aria-busy="true" aria-label="Loading posts">
        {Array.from({ length: 9 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count that never reorder.
          <Skeleton key={index} className="aspect-square rounded-md sm:rounded-xl" data-testid="grid-skeleton" />
        ))}
      </div>
    );
  const opened = items.find((post) => post.id === openedId) ?? null;
  if (items.length === 0)
    return (
      <EmptyState
        icon={<Grid3x3 aria-hidden />}
        title="No posts yet"
        description={isOwner ? 'Share your first catch to start your collection.' : "This angler hasn't shared anything yet."}
      />
    );
  return (
    <>
      <ul className="grid grid-cols-3 gap-1 sm:gap-2" aria-label="Posts">
        {shown.map((post) => {
          const picture = post.thumbnailUrl ?? post.imageUrl;
          return (
            <li key={post.id}>
              <button
                type="button"
                onClick={() => setOpenedId(post.id)}
                className="group relative block aspect-square w-full overflow-hidden rounded-md bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:rounded-xl"
                aria-label={titleOf(post)}
              >
                {picture ? (
                  <img src={picture} alt="" loading="lazy" className="size-full object-cover transition-transform group-hover:scale-105" />
                ) : (
                  <span className="flex size-full flex-col items-center justify-center gap-1 bg-gradient-to-br from-secondary to-muted p-2 text-center text-sm font-semibold text-secondary-foreground">
                    {post.videoUrl ? <Play aria-hidden className="size-6" /> : <FileText aria-hidden className="size-6" />}
                    <span className="line-clamp-2">{titleOf(post)}</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {/* The next page is asked for only once this one is all on screen (the marker would sit under the first rows). */}
      <InfiniteSentinel
        hasNextPage={posts.hasNextPage && shown.length === items.length}
        isFetchingNextPage={posts.isFetchingNextPage}
        fetchNextPage={posts.fetchNextPage}
      />
      <Dialog open={!!opened} onOpenChange={(open) => !open && setOpenedId(null)}>
        <DialogContent className="max-w-xl p-0 pt-12" aria-describedby={undefined}>
          <DialogTitle className="sr-only">{opened ? titleOf(opened) : 'Post'}</DialogTitle>
          <Suspense fallback={<Skeleton className="m-4 h-64" />}>{opened && <PostCard post={opened} />}</Suspense>
        </DialogContent>
      </Dialog>
    </>
  );
}
