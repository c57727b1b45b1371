import { Flag, MoreHorizontal } from 'lucide-react';
import { useAuth } from '../auth/use-auth.ts';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../ui/dropdown-menu.tsx';
import { cn } from '../ui/cn.ts';
import type { ReportTarget } from './ReportDialog.tsx';
import { useReportDialog } from './use-report-dialog.tsx';

/**
 * The "more" menu of a thing someone else made, holding Report. Nothing for one's own things (nobody
 * reports themselves), nor for a visitor.
 */
export function ReportMenu({
  authorId,
  mine = false,
  className,
  ...target
}: ReportTarget & {
  authorId?: string | null /** For things whose author the screen does not know, only whether they are mine (a group I own). */;
  mine?: boolean;
  className?: string;
}) {
  const { user } = useAuth();
  const report = useReportDialog(target);
  if (!user || mine || (authorId && authorId === user.id)) return null;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={`More options for ${target.what}`}
          className={cn(
            'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground',
            'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            className,
          )}
        >
          <MoreHorizontal aria-hidden className="size-5" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <ReportItem onSelect={report.open} />
        </DropdownMenuContent>
      </DropdownMenu>
      {report.dialog}
    </>
  );
}

/** The menu item itself, for menus that have other items too. */
export function ReportItem({ onSelect }: { onSelect: () => void }) {
  return (
    <DropdownMenuItem onSelect={onSelect}>
      <Flag aria-hidden />
      Report
    </DropdownMenuItem>
  );
}
