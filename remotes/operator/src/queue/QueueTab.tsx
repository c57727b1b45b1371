import { Inbox } from 'lucide-react';
import { Button, EmptyState, Skeleton } from '@tightlines/kit';
import { ShowMore } from '../lib/ShowMore.tsx';
import { useQueue } from '../api/moderation.ts';
import { QueueEntryCard } from './QueueEntryCard.tsx';
import { RecentlyActed } from './RecentlyActed.tsx';

/** Reported items, grouped by item, most reported and newest first (the server's order); the items acted on last above them. */
export function QueueTab() {
  const queue = useQueue();
  if (queue.isPending) return <Skeleton className="h-64" />;
  if (queue.isError)
    return (
      <EmptyState
        title="The queue could not be read"
        description="Check your connection and try again."
        action={<Button onClick={() => queue.refetch()}>Try again</Button>}
      />
    );
  const entries = queue.data.pages.flatMap((page) => page.items);
  if (entries.length === 0)
    return (
      <div className="grid gap-3">
        <EmptyState icon={<Inbox aria-hidden />} title="Nothing to review" description="Reports from anglers appear here as they arrive." />
        <RecentlyActed />
      </div>
    );
  return (
    <section aria-label="Reported items" className="grid gap-3">
      <RecentlyActed />
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
        {entries.map((entry) => (
          <li key={`${entry.kind}:${entry.itemId}`}>
            <QueueEntryCard entry={entry} />
          </li>
        ))}
      </ul>
      <ShowMore list={queue} />
    </section>
  );
}
