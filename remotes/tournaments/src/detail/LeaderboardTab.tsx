import { Trophy } from 'lucide-react';
import { Card, EmptyState, Skeleton, cn, useUnitSystem } from '@tightlines/kit';
import { HIGHLIGHTED_PLACES, type Tournament } from '@tightlines/contracts';
import { useLeaderboard } from '../api/tournaments.ts';
import { entrySize, fishName, scoreText } from '../lib/format.ts';
import { Rank } from './Rank.tsx';
import { AnglerAvatar } from './AnglerAvatar.tsx';

/** The leaderboard: verified catches only; ranks 1–3 highlighted, each score drawn as a bar against the leader's. */
export function LeaderboardTab({ tournament }: { tournament: Tournament }) {
  const system = useUnitSystem();
  const { data, isLoading } = useLeaderboard(tournament.id);
  if (isLoading) return <Skeleton className="h-48 rounded-2xl" />;
  if (!data?.length)
    return (
      <EmptyState
        icon={<Trophy aria-hidden />}
        title="No verified catches yet"
        description="Catches show here once the organizer verifies them."
      />
    );
  const best = Math.max(...data.map((r) => r.score), 1);
  return (
    <ol className="grid gap-2" aria-label="Leaderboard">
      {data.map((row) => (
        <li key={row.userId} className="min-w-0">
          <Card
            className={cn(
              'flex items-center gap-3 p-3 sm:gap-4 sm:p-4',
              row.rank <= HIGHLIGHTED_PLACES && 'border-primary/30 bg-primary/5',
            )}
            data-testid="leaderboard-row"
          >
            <Rank place={row.rank} />
            {/* On a phone the place and the name say who it is: the avatar's room goes to the name. */}
            <AnglerAvatar name={row.participantName} imageUrl={row.profileImageUrl} className="hidden sm:flex" />
            <div className="min-w-0 flex-1">
              {/* The name is never cut short: it and the team wrap onto a second line when the row is narrow. */}
              <p className="line-clamp-2 font-semibold wrap-anywhere">
                {row.participantName ?? 'Angler'}
                {row.teamName && <span className="font-normal text-muted-foreground">{` · ${row.teamName}`}</span>}
              </p>
              <p className="truncate text-sm text-muted-foreground">
                {[
                  fishName(row.species),
                  entrySize(system, row.weight, row.length),
                  `${row.count} ${row.count === 1 ? 'fish' : 'fish'}`,
                  `${row.points} pts`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <div className="mt-2 h-1.5 rounded-full bg-muted" aria-hidden>
                <div className="h-full rounded-full bg-primary" style={{ width: `${Math.max(4, (row.score / best) * 100)}%` }} />
              </div>
            </div>
            <p className="shrink-0 text-right text-lg font-bold tabular-nums">{scoreText(tournament.scoringType, system, row.score)}</p>
          </Card>
        </li>
      ))}
    </ol>
  );
}
