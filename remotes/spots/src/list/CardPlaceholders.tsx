import { Skeleton } from '@tightlines/kit';

/**
 * Beneath a sheet that covers the page (a spot's detail opened by its link on a phone) the placeholders
 * keep still once the open dialog has hidden the page (Radix marks it aria-hidden): nobody sees them, and
 * their pulse had the compositor draw a frame of the whole page sixty times a second for as long as the
 * sheet stayed open — without a GPU (Lighthouse's Chromium) a share of the two cores the page's own main
 * thread then waited for. Until the sheet is on screen they pulse as everywhere.
 */
const STILL_WHEN_HIDDEN = ' [[aria-hidden=true]_&_*]:animate-none';

/** Spec §2, §9: while loading, six placeholder cards in the grid's own columns. */
export function CardPlaceholders({ label = 'Loading spots', beneathSheet = false }: { label?: string; beneathSheet?: boolean }) {
  return (
    <div
      className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3${beneathSheet ? STILL_WHEN_HIDDEN : ''}`}
      role="status"
      aria-busy="true"
      aria-label={label}
      data-testid="spot-placeholders"
    >
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: six identical placeholders, never reordered; the slot is their only identity
        <div key={i} className="grid gap-3 rounded-2xl border border-border bg-card p-4">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}
