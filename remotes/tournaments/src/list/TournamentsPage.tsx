import { useDeferredValue, useMemo, useState } from 'react';
import { Search, Trophy, MapPin } from 'lucide-react';
import { Card, EmptyState, Input, NativeSelect, PageFrame, PageHeader, Skeleton, useAuth, useRevealed } from '@tightlines/kit';
import { TOURNAMENT_MESSAGES, TOURNAMENT_STATUS_FILTERS, type TournamentStatus } from '@tightlines/contracts';
import { useTournaments } from '../api/tournaments.ts';
import { TournamentCard } from './TournamentCard.tsx';
import { CreateTournamentButton } from './CreateTournamentButton.tsx';

/** Fishing Tournaments (§2): search, status and location filters, the cards, and Create Tournament for the signed-in. */
export function TournamentsPage() {
  const { isAuthenticated } = useAuth();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'all' | TournamentStatus>('all');
  const [location, setLocation] = useState('');
  // One object while the filters stay as they are: a new one each render would give every render
  // (each answer, each step of the cards) a second, deferred render of the whole list.
  const typed = useMemo(
    () => ({
      search: search.trim() || undefined,
      status: status === 'all' ? undefined : status,
      location: location.trim() || undefined,
    }),
    [search, status, location],
  );
  const filter = useDeferredValue(typed);
  const { data, isLoading } = useTournaments(filter);
  // A screenful of cards first, the rest in steps after it paints (total blocking time).
  const shown = useRevealed(data ?? []);

  return (
    <PageFrame>
      <PageHeader
        icon={<Trophy aria-hidden />}
        title="Fishing Tournaments"
        description="Compete, climb the leaderboard, win prizes."
        actions={isAuthenticated ? <CreateTournamentButton /> : undefined}
      />
      <Card className="mb-6 grid grid-cols-1 gap-3 p-4 sm:grid-cols-[2fr_1fr_1.5fr]">
        <label className="relative">
          <span className="sr-only">Search tournaments</span>
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground" />
          <Input className="pl-10" placeholder="Search tournaments..." value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <label>
          <span className="sr-only">Status</span>
          <NativeSelect value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
            <option value="all">All Statuses</option>
            {TOURNAMENT_STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="relative">
          <span className="sr-only">Location</span>
          <MapPin aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground" />
          <Input className="pl-10" placeholder="Location..." value={location} onChange={(e) => setLocation(e.target.value)} />
        </label>
      </Card>
      {isLoading ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: six identical placeholders, never reordered; the slot is their only identity
            <Skeleton key={i} className="h-80 rounded-2xl" />
          ))}
        </div>
      ) : data && data.length > 0 ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((t) => (
            <TournamentCard key={t.id} tournament={t} />
          ))}
        </div>
      ) : (
        <EmptyState
          icon={<Trophy aria-hidden />}
          title={TOURNAMENT_MESSAGES.noTournaments}
          description={TOURNAMENT_MESSAGES.noTournamentsHint}
        />
      )}
    </PageFrame>
  );
}
