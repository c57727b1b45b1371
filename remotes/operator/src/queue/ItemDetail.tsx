import { Skeleton } from '@tightlines/kit';
import { reportReasonLabel, type ReportableKind, type ReportedItemDetail } from '@tightlines/contracts';
import { useReportedItem } from '../api/moderation.ts';
import { formatWhen, nameOf } from '../lib/words.ts';
import { ItemContext } from '../lib/ItemContext.tsx';
import { ActionHistory } from '../lib/ActionHistory.tsx';
import { ActionForm } from './ActionForm.tsx';

/** The item as moderation has it now, read afresh: its open reports and hidden state change with every action. */
export function ItemDetail({ kind, itemId }: { kind: ReportableKind; itemId: string }) {
  const detail = useReportedItem(kind, itemId);
  if (detail.isPending) return <Skeleton className="h-40" />;
  if (detail.isError) return <p className="text-sm text-destructive">This item could not be read: it may be gone already.</p>;
  return <ItemReview item={detail.data} />;
}

/** The reported item opened: its context, each open report, the author's history, then the action form. */
function ItemReview({ item }: { item: ReportedItemDetail }) {
  return (
    <div className="grid gap-4 border-t border-border pt-4">
      {item.item && <ItemContext item={item.item} />}
      <section aria-label="Reports" className="grid gap-2">
        <h3 className="font-semibold">Reports</h3>
        {item.reports.length === 0 && <p className="text-sm text-muted-foreground">No open reports: an earlier action closed them.</p>}
        <ul className="grid gap-2">
          {item.reports.map((report) => (
            <li key={report.id} className="rounded-xl bg-muted/60 p-3 text-sm">
              <p>
                <span className="font-medium">{reportReasonLabel(report.reason)}</span> · {nameOf(report.reporter)} ·{' '}
                {formatWhen(report.createdAt)}
              </p>
              {report.details && <p className="mt-1 [overflow-wrap:anywhere] whitespace-pre-line">{report.details}</p>}
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="The author's history" className="grid gap-2">
        <h3 className="font-semibold">The author&apos;s history</h3>
        <ActionHistory actions={item.authorHistory} empty="No earlier actions on this angler." />
      </section>
      <ActionForm entry={item} />
    </div>
  );
}
