import { useId } from 'react';
import { Sparkles } from 'lucide-react';
import { Skeleton } from '@tightlines/kit';
import { useSuggestedAnglers } from '../api/suggestions.ts';
import { AnglerRow } from './AnglerRow.tsx';

/** 'Anglers to follow' (one name wherever the list shows): each suggestion with its reason and a Follow button; nothing when there are none. */
export function SuggestedAnglers({ limit = 8, title = 'Anglers to follow' }: { limit?: number; title?: string }) {
  const suggestions = useSuggestedAnglers(limit);
  const headingId = useId(); // the list may be shown twice at once (the empty feed and the desktop's side column)
  if (suggestions.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading suggestions">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (!suggestions.data?.length) return null;
  // One track that may shrink (grid-cols-1 = minmax(0, 1fr)): a long reason truncates instead of widening the list past a phone.
  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="grid grid-cols-1 gap-3" aria-label="Suggested anglers">
        {suggestions.data.map((s) => (
          <AnglerRow
            key={s.id}
            angler={s}
            isFollowing={s.isFollowing}
            detail={
              <p className="flex items-center gap-1 truncate text-sm text-muted-foreground">
                <Sparkles aria-hidden className="size-3.5 shrink-0" />
                {s.reason}
              </p>
            }
          />
        ))}
      </ul>
    </section>
  );
}
