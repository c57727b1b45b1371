import { Skeleton } from '@tightlines/kit';

/** Spec §2, §9: while loading, six placeholder cards in the grid's own columns. */
export function CardPlaceholders({ label = 'Loading spots' }: { label?: string }) {
  return (
    <div
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
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
