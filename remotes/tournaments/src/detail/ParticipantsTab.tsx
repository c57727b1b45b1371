import { Users } from 'lucide-react';
import { Card, EmptyState, Skeleton } from '@tightlines/kit';
import { useParticipants } from '../api/tournaments.ts';
import { when } from '../lib/format.ts';
import { AnglerAvatar } from './AnglerAvatar.tsx';

export function ParticipantsTab({ tournamentId }: { tournamentId: string }) {
  const { data, isLoading } = useParticipants(tournamentId);
  if (isLoading) return <Skeleton className="h-48 rounded-2xl" />;
  if (!data?.length) return <EmptyState icon={<Users aria-hidden />} title="No participants yet" description="Be the first to join." />;
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {data.map((p) => (
        <li key={p.id}>
          <Card className="flex items-center gap-3 p-3">
            <AnglerAvatar name={p.participantName} imageUrl={p.profileImageUrl} />
            <div className="min-w-0">
              <p className="truncate font-semibold">{p.participantName ?? 'Angler'}</p>
              <p className="truncate text-sm text-muted-foreground">
                {p.teamName ? `${p.teamName} · ` : ''}Joined {when(p.joinedAt)}
              </p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
