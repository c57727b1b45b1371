import { cn } from '@tightlines/kit';
import { HIGHLIGHTED_PLACES } from '@tightlines/contracts';

const MEDAL = ['bg-amber-400 text-amber-950', 'bg-slate-300 text-slate-900', 'bg-orange-300 text-orange-950'];

/** A place: 1–3 highlighted (§9), the rest plain. */
export function Rank({ place, className }: { place: number; className?: string }) {
  const highlighted = place <= HIGHLIGHTED_PLACES;
  return (
    <span
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold',
        highlighted ? MEDAL[place - 1] : 'bg-muted text-muted-foreground',
        className,
      )}
      data-highlighted={highlighted}
    >
      <span className="sr-only">Place </span>
      {place}
    </span>
  );
}
