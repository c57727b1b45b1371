import { Gift } from 'lucide-react';
import { Card, EmptyState, Skeleton, cn } from '@tightlines/kit';
import { HIGHLIGHTED_PLACES, type Tournament } from '@tightlines/contracts';
import { usePrizes } from '../api/tournaments.ts';
import { formatMoney } from '../lib/format.ts';
import { AddPrizeButton } from './AddPrizeButton.tsx';
import { Rank } from './Rank.tsx';

/** Prizes by position, 1–3 highlighted; the organizer alone sees Add Prize / Add First Prize (§6). */
export function PrizesTab({ tournament }: { tournament: Tournament }) {
  const { data, isLoading } = usePrizes(tournament.id);
  const organizer = tournament.viewer.isOrganizer;
  if (isLoading) return <Skeleton className="h-40 rounded-2xl" />;
  if (!data?.length)
    return (
      <EmptyState
        icon={<Gift aria-hidden />}
        title="No prizes yet"
        description={organizer ? 'Add what the winners take home.' : 'The organizer has not announced prizes yet.'}
        action={organizer ? <AddPrizeButton tournament={tournament} label="Add First Prize" /> : undefined}
      />
    );
  return (
    <div className="grid gap-3">
      {organizer && (
        <div className="flex justify-end">
          <AddPrizeButton tournament={tournament} label="Add Prize" />
        </div>
      )}
      <ol className="grid gap-2" aria-label="Prizes">
        {data.map((prize) => (
          <li key={prize.id} className="min-w-0">
            <Card
              className={cn(
                'flex items-center gap-4 p-4',
                prize.position <= HIGHLIGHTED_PLACES && 'border-amber-400/40 bg-amber-50/60 dark:bg-amber-900/10',
              )}
              data-testid="prize"
            >
              <Rank place={prize.position} />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{prize.title}</p>
                {prize.description && <p className="text-sm text-muted-foreground">{prize.description}</p>}
                {prize.winnerName && <p className="text-sm font-medium text-primary">Winner: {prize.winnerName}</p>}
              </div>
              {prize.value !== null && <p className="shrink-0 font-bold tabular-nums">{formatMoney(prize.value)}</p>}
            </Card>
          </li>
        ))}
      </ol>
    </div>
  );
}
