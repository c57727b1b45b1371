import { Badge, cn } from '@tightlines/kit';
import type { TournamentStatus } from '@tightlines/contracts';

const STYLE: Record<TournamentStatus, string> = {
  upcoming: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  active: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  completed: 'bg-muted text-muted-foreground',
  cancelled: 'bg-destructive/15 text-destructive',
};

/** §4: one badge per status, cancelled included (it has a badge style, not a filter). */
export function StatusBadge({ status, className }: { status: TournamentStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn('border-transparent capitalize', STYLE[status], className)} data-status={status}>
      {status === 'active' && <span aria-hidden className="size-1.5 motion-safe:animate-pulse rounded-full bg-emerald-600" />}
      {status}
    </Badge>
  );
}
