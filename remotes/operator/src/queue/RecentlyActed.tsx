import type { AuditEntry } from '@tightlines/contracts';
import { useAuditLog } from '../api/moderation.ts';
import { ItemLink } from '../lib/ItemLink.tsx';
import { ACTION_LABEL, formatWhen, KIND_LABEL, nameOf } from '../lib/words.ts';

const SHOWN = 5;

/** The items acted on last, each once: an action takes an item off the queue, and these lead back to it. */
function recentItems(entries: readonly AuditEntry[]): AuditEntry[] {
  const seen = new Set<string>();
  return entries
    .filter((e) => {
      if (e.event !== 'action' || !e.kind || !e.itemId) return false;
      const key = `${e.kind}:${e.itemId}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, SHOWN);
}

/** Recently acted on, from the audit log's newest lines; nothing while it loads or when it cannot be read. */
export function RecentlyActed() {
  const log = useAuditLog();
  const items = recentItems(log.data?.pages.flatMap((page) => page.items) ?? []);
  if (items.length === 0) return null;
  return (
    <section aria-label="Recently acted on" className="grid gap-2 rounded-2xl border border-border bg-card p-3">
      <h2 className="font-semibold">Recently acted on</h2>
      <ul className="grid gap-1 text-sm">
        {items.map((e) => (
          <li key={e.id} className="[overflow-wrap:anywhere]">
            <ItemLink kind={e.kind!} itemId={e.itemId!}>{`${KIND_LABEL[e.kind!]}${e.subject ? ` by ${nameOf(e.subject)}` : ''}`}</ItemLink>
            <span className="text-muted-foreground">
              {' · '}
              {e.action && e.action in ACTION_LABEL ? ACTION_LABEL[e.action as keyof typeof ACTION_LABEL] : e.action} · {formatWhen(e.at)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
