import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@tightlines/kit';

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Loads the next page as the angler scrolls near the end of a list (an IntersectionObserver
 * on a marker below the last item). Where the browser has no observer, or for a keyboard
 * user, a 'Load more' button does the same.
 */
export function InfiniteSentinel({ hasNextPage, isFetchingNextPage, fetchNextPage, skeleton }: Pages & { skeleton?: ReactNode }) {
  const marker = useRef<HTMLDivElement>(null);
  const observable = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const element = marker.current;
    if (!element || !observable || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [observable, hasNextPage, isFetchingNextPage, fetchNextPage]);
  if (!hasNextPage) return null;
  return (
    <div ref={marker} className="flex flex-col items-center gap-4 py-2">
      {isFetchingNextPage && skeleton}
      {!observable && !isFetchingNextPage && (
        <Button variant="outline" onClick={() => fetchNextPage()}>
          Load more
        </Button>
      )}
    </div>
  );
}
