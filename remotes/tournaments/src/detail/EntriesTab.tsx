import { Fish } from 'lucide-react';
import { EmptyState, Skeleton, useAuth } from '@tightlines/kit';
import type { Tournament } from '@tightlines/contracts';
import { useEntries } from '../api/tournaments.ts';
import { EntryCard } from './EntryCard.tsx';

export function EntriesTab({ tournament }: { tournament: Tournament }) {
  const { user } = useAuth();
  const { data, isLoading } = useEntries(tournament.id);
  if (isLoading) return <Skeleton className="h-48 rounded-2xl" />;
  if (!data?.length)
    return (
      <EmptyState icon={<Fish aria-hidden />} title="No entries yet" description="Catches submitted during the tournament show here." />
    );
  return (
    <div className="grid min-w-0 gap-3">
      {data.map((entry) => (
        <EntryCard
          key={entry.id}
          entry={entry}
          tournamentId={tournament.id}
          canChallenge={tournament.viewer.isParticipant && entry.userId !== user?.id}
        />
      ))}
    </div>
  );
}
