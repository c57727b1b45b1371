import { cn } from '@tightlines/kit';
import type { TournamentStatus } from '@tightlines/contracts';

/**
 * The kit's badge shape with each status's colours, written whole: passed to the kit's Badge as a
 * className they override its outline colours, which only tailwind-merge can tell, and its first merge
 * builds its map of every utility in the screen's first render.
 */
const SHAPE = 'inline-flex items-center gap-1 rounded-full border border-transparent px-2.5 py-0.5 text-xs font-semibold capitalize';
const STYLE: Record<TournamentStatus, string> = {
  upcoming: `${SHAPE} bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100`,
  active: `${SHAPE} bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100`,
  completed: `${SHAPE} bg-muted text-muted-foreground`,
  cancelled: `${SHAPE} bg-destructive/15 text-destructive`,
};

/** §4: one badge per status, cancelled included (it has a badge style, not a filter). */
export function StatusBadge({ status, className }: { status: TournamentStatus; className?: string }) {
  return (
    <span className={cn(STYLE[status], className)} data-status={status}>
      {status === 'active' && <span aria-hidden className="size-1.5 motion-safe:animate-pulse rounded-full bg-emerald-600" />}
      {status}
    </span>
  );
}
