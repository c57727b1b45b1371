import { EyeOff } from 'lucide-react';
import { useParams } from 'react-router';
import { Badge, EmptyState, Skeleton } from '@tightlines/kit';
import { REPORTABLE_KINDS, type ReportableKind } from '@tightlines/contracts';
import { useReportedItem } from '../api/moderation.ts';
import { KIND_LABEL, ruleTitle } from '../lib/words.ts';
import { ItemDetail } from './ItemDetail.tsx';

const isKind = (kind: string | undefined): kind is ReportableKind => (REPORTABLE_KINDS as readonly string[]).includes(kind ?? '');

/**
 * One item on a page of its own (`/operator/items/:kind/:itemId`): it stays reachable after an action
 * closed its reports and took it off the queue, so an operator can act on it again.
 */
export function ItemPage() {
  const { kind, itemId } = useParams();
  if (!isKind(kind) || !itemId)
    return <EmptyState title="No such item" description="Open an item from the queue, the audit log or an angler's history." />;
  return <ItemPageOf kind={kind} itemId={itemId} />;
}

function ItemPageOf({ kind, itemId }: { kind: ReportableKind; itemId: string }) {
  const detail = useReportedItem(kind, itemId);
  if (detail.isPending) return <Skeleton className="h-64" />;
  if (detail.isError)
    return <EmptyState title="This item could not be read" description="It may be gone already, or was never reported." />;
  const { item, openReports, hidden } = detail.data;
  const title = item?.title || item?.excerpt || 'No longer there';
  return (
    <section aria-label={`${KIND_LABEL[kind]}: ${title}`} className="grid gap-3 rounded-2xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{KIND_LABEL[kind]}</Badge>
        <Badge>{openReports === 1 ? '1 open report' : `${openReports} open reports`}</Badge>
        {hidden && (
          <Badge variant="outline" className="gap-1">
            <EyeOff aria-hidden className="size-3.5" />
            {hidden.automatic ? 'Hidden automatically' : `Hidden${hidden.ruleId ? ` · ${ruleTitle(hidden.ruleId)}` : ''}`}
          </Badge>
        )}
      </div>
      <h2 className="font-semibold [overflow-wrap:anywhere]">{title}</h2>
      <ItemDetail kind={kind} itemId={itemId} />
    </section>
  );
}
