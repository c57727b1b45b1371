import { Skeleton } from '@tightlines/kit';

/** The shape of a post card while it loads: avatar line, photo, two lines of details. */
export function PostCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-card" data-testid="post-skeleton">
      <div className="flex items-center gap-3 p-4">
        <Skeleton className="size-10 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-3 w-16" />
        </div>
      </div>
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="grid gap-2 p-4">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-56" />
      </div>
    </div>
  );
}

export function PostCardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading posts">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count that never reorder.
        <PostCardSkeleton key={index} />
      ))}
    </div>
  );
}
