import { Scale } from 'lucide-react';
import { Button, EmptyState, Skeleton } from '@tightlines/kit';
import { ShowMore } from '../lib/ShowMore.tsx';
import { useAppeals } from '../api/moderation.ts';
import { AppealCard } from './AppealCard.tsx';

/** Open appeals, oldest first: each back in front of an operator other than the one who acted. */
export function AppealsTab() {
  const appeals = useAppeals();
  if (appeals.isPending) return <Skeleton className="h-64" />;
  if (appeals.isError)
    return <EmptyState title="The appeals could not be read" action={<Button onClick={() => appeals.refetch()}>Try again</Button>} />;
  const entries = appeals.data.pages.flatMap((page) => page.items);
  if (entries.length === 0)
    return (
      <EmptyState
        icon={<Scale aria-hidden />}
        title="No open appeals"
        description="When an angler appeals a decision, it comes back here."
      />
    );
  return (
    <section aria-label="Open appeals" className="grid gap-3">
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
        {entries.map((appeal) => (
          <li key={appeal.id}>
            <AppealCard appeal={appeal} />
          </li>
        ))}
      </ul>
      <ShowMore list={appeals} />
    </section>
  );
}
