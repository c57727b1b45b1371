import { PageFrame, Skeleton } from '@tightlines/kit';

/** What fills the content area while a remote or the sign-in state loads. */
export function PageSkeleton() {
  return (
    <PageFrame aria-busy="true" aria-label="Loading">
      <Skeleton className="h-9 w-56" />
      <Skeleton className="mt-3 h-5 w-80 max-w-full" />
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </PageFrame>
  );
}
