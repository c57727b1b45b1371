import { useId, useState } from 'react';
import { ChevronDown, EyeOff } from 'lucide-react';
import { Badge, Button, Card, cn } from '@tightlines/kit';
import { reportReasonLabel, type QueueEntry } from '@tightlines/contracts';
import { formatWhen, KIND_LABEL, nameOf, ruleTitle } from '../lib/words.ts';
import { ItemDetail } from './ItemDetail.tsx';

/** One reported item: what it is, how many reports and why, whether it is hidden; opens to its detail and the action form. */
export function QueueEntryCard({ entry }: { entry: QueueEntry }) {
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const title = entry.item?.title || entry.item?.excerpt || 'No longer there';
  return (
    <Card className="grid gap-3 p-4" aria-label={`${KIND_LABEL[entry.kind]}: ${title}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{KIND_LABEL[entry.kind]}</Badge>
        <Badge>{entry.openReports === 1 ? '1 report' : `${entry.openReports} reports`}</Badge>
        {entry.hidden && (
          <Badge variant="outline" className="gap-1">
            <EyeOff aria-hidden className="size-3.5" />
            {entry.hidden.automatic ? 'Hidden automatically' : `Hidden${entry.hidden.ruleId ? ` · ${ruleTitle(entry.hidden.ruleId)}` : ''}`}
          </Badge>
        )}
        <span className="text-sm text-muted-foreground">last reported {formatWhen(entry.lastReportedAt)}</span>
      </div>
      <div className="min-w-0">
        <h2 className="font-semibold [overflow-wrap:anywhere]">{title}</h2>
        {entry.item?.title && <p className="line-clamp-3 text-sm [overflow-wrap:anywhere] text-muted-foreground">{entry.item.excerpt}</p>}
        {entry.item && (
          <p className="text-sm text-muted-foreground">
            {/* A spot outlives its author's deleted account: only the item can be acted on then. */}
            by {entry.item.author ? nameOf(entry.item.author) : 'a deleted account (only the item can be acted on)'}
          </p>
        )}
      </div>
      <ul aria-label="Reasons" className="flex flex-wrap gap-2">
        {entry.reasons.map((r) => (
          <li key={r.reason} className="rounded-full bg-muted px-3 py-1 text-sm">
            {reportReasonLabel(r.reason)} <span className="font-semibold">× {r.count}</span>
          </li>
        ))}
      </ul>
      <Button variant="outline" className="justify-self-start" aria-expanded={open} aria-controls={detailId} onClick={() => setOpen(!open)}>
        <ChevronDown aria-hidden className={cn('transition-transform', open && 'rotate-180')} />
        {open ? 'Close' : 'Review'}
      </Button>
      <div id={detailId}>{open && <ItemDetail kind={entry.kind} itemId={entry.itemId} />}</div>
    </Card>
  );
}
