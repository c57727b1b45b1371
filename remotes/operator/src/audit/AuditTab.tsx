import { ScrollText } from 'lucide-react';
import { Button, EmptyState, Skeleton } from '@tightlines/kit';
import { ShowMore } from '../lib/ShowMore.tsx';
import type { AuditEntry } from '@tightlines/contracts';
import { useAuditLog } from '../api/moderation.ts';
import { ACTION_LABEL, formatWhen, KIND_LABEL, nameOf, ruleTitle } from '../lib/words.ts';
import { ItemLink } from '../lib/ItemLink.tsx';

/** What an audit line says happened, in words. */
function eventWords(entry: AuditEntry): string {
  switch (entry.event) {
    case 'operator_granted':
      return `made ${nameOf(entry.subject)} an operator`;
    case 'operator_revoked':
      return `revoked ${nameOf(entry.subject)}'s operator role`;
    case 'appeal_decided':
      return `decided ${nameOf(entry.subject)}'s appeal${entry.action ? `: ${entry.action}` : ''}`;
    case 'action': {
      const action =
        entry.action && entry.action in ACTION_LABEL
          ? ACTION_LABEL[entry.action as keyof typeof ACTION_LABEL].toLowerCase()
          : (entry.action ?? 'acted');
      const on = entry.kind ? ` (${KIND_LABEL[entry.kind].toLowerCase()}${entry.subject ? ` by ${nameOf(entry.subject)}` : ''})` : '';
      return `${action}${on}`;
    }
  }
}

/** The append-only log of every operator action and every change of who is an operator, newest first. */
export function AuditTab() {
  const log = useAuditLog();
  if (log.isPending) return <Skeleton className="h-64" />;
  if (log.isError)
    return <EmptyState title="The audit log could not be read" action={<Button onClick={() => log.refetch()}>Try again</Button>} />;
  const entries = log.data.pages.flatMap((page) => page.items);
  if (entries.length === 0)
    return (
      <EmptyState icon={<ScrollText aria-hidden />} title="Nothing logged yet" description="Every operator action is recorded here." />
    );
  return (
    <section aria-label="Audit log" className="grid gap-3">
      <ol className="grid grid-cols-[minmax(0,1fr)] divide-y divide-border rounded-2xl border border-border bg-card">
        {entries.map((entry) => (
          <li key={entry.id} className="grid gap-0.5 p-3 text-sm">
            <p className="[overflow-wrap:anywhere]">
              <span className="font-medium">{nameOf(entry.operator)}</span> {eventWords(entry)}
            </p>
            <p className="text-muted-foreground">
              {formatWhen(entry.at)}
              {entry.ruleId && ` · ${ruleTitle(entry.ruleId)}`}
              {entry.kind && entry.itemId && (
                <>
                  {' · '}
                  <ItemLink kind={entry.kind} itemId={entry.itemId} />
                </>
              )}
            </p>
            {entry.note && <p className="[overflow-wrap:anywhere]">{entry.note}</p>}
          </li>
        ))}
      </ol>
      <ShowMore list={log} />
    </section>
  );
}
