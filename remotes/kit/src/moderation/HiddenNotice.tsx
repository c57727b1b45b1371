import { ShieldAlert } from 'lucide-react';
import { HIDDEN_NOTICE, MODERATION_PAGES, type HiddenMark } from '@tightlines/contracts';

/**
 * On content of the signed-in angler that moderation hid: the server sends `hidden` to its author
 * only (everyone else no longer gets the content at all), so the author learns why, and where to
 * read the statement and appeal.
 */
export function HiddenNotice({ hidden, className }: { hidden: HiddenMark | null | undefined; className?: string }) {
  if (!hidden) return null;
  return (
    <div
      role="note"
      className={
        className ??
        'flex items-start gap-2 rounded-xl border border-amber-500/50 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-900/30 dark:text-amber-100'
      }
    >
      <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0">
        {hidden.ruleTitle ? HIDDEN_NOTICE.byRule(hidden.ruleTitle) : HIDDEN_NOTICE.byReports}{' '}
        <a href={MODERATION_PAGES.statements} className="font-medium underline underline-offset-4">
          {HIDDEN_NOTICE.appeal}
        </a>
      </p>
    </div>
  );
}
