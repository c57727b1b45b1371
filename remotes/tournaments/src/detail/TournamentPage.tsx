import { Suspense, lazy } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, CalendarClock, KeyRound, LogOut, MapPin, ScrollText, Timer, Trophy, Users } from 'lucide-react';
import {
  ApiError,
  Badge,
  Button,
  Card,
  EmptyState,
  PageFrame,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TabName,
  ReportMenu,
  toast,
  useAuth,
  HiddenNotice,
} from '@tightlines/kit';
import { TOURNAMENT_MESSAGES, type Tournament } from '@tightlines/contracts';
import { useLeave, useTournament } from '../api/tournaments.ts';
import { StatusBadge } from '../list/StatusBadge.tsx';
import { dateRange, duration, formatMoney, scoringLabel, when } from '../lib/format.ts';
import { ShareButton } from './ShareButton.tsx';
import { JoinDialog } from './JoinDialog.tsx';
import { InviteDialog } from './InviteDialog.tsx';
import { SubmitCatchButton } from './SubmitCatchButton.tsx';
import { LeaderboardTab } from './LeaderboardTab.tsx';
import { ParticipantsTab } from './ParticipantsTab.tsx';
import { PrizesTab } from './PrizesTab.tsx';

// The entries and the organizer's review load when their tab is first opened: an entry's card names
// the contract's reasons and limits, whose module brings the tournament schemas and zod, work the
// page's first screen (the leaderboard) does not need.
const EntriesTab = lazy(() => import('./EntriesTab.tsx').then((m) => ({ default: m.EntriesTab })));
const ReviewQueue = lazy(() => import('./ReviewQueue.tsx').then((m) => ({ default: m.ReviewQueue })));
const loadingTab = <Skeleton className="h-48 rounded-2xl" />;

/** A tab of the tournament's strip: smaller type and padding on a phone, so four or five keep one row. */
const TAB = 'flex-auto px-1.5 text-[13px] sm:px-3 sm:text-base';

function BackLink() {
  return (
    <Button asChild variant="ghost" className="-ml-3 mb-4">
      <Link to="/tournaments">
        <ArrowLeft aria-hidden />
        Back to Tournaments
      </Link>
    </Button>
  );
}

/** §4: Join when upcoming, before the deadline and not in; a participant sees 'Tournament Not Started', Submit Catch or Leave. */
function Actions({ tournament: t }: { tournament: Tournament }) {
  const { isAuthenticated } = useAuth();
  const leave = useLeave(t.id);
  const canJoin = isAuthenticated && t.status === 'upcoming' && Date.parse(t.registrationDeadline) > Date.now() && !t.viewer.isParticipant;
  return (
    <div className="flex flex-wrap gap-2">
      {canJoin && <JoinDialog tournament={t} />}
      {t.viewer.isParticipant && t.status === 'upcoming' && (
        <Button disabled variant="secondary">
          <CalendarClock aria-hidden />
          {TOURNAMENT_MESSAGES.notStarted}
        </Button>
      )}
      {t.viewer.isParticipant && t.status === 'active' && (
        <>
          <SubmitCatchButton tournament={t} />
          <Button
            variant="outline"
            disabled={leave.isPending}
            onClick={() =>
              leave.mutateAsync().then(
                () => toast({ title: 'Success', description: TOURNAMENT_MESSAGES.left }),
                () => undefined, // §8: a failed leave shows nothing
              )
            }
          >
            <LogOut aria-hidden />
            Leave Tournament
          </Button>
        </>
      )}
      {t.viewer.isOrganizer && !t.isPublic && t.status !== 'cancelled' && t.status !== 'completed' && <InviteDialog tournament={t} />}
      <ShareButton title={t.title} />
    </div>
  );
}

function Fact({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    // A <dl> holds only <div>s of <dt> and <dd>: the icon sits inside the <dt>, drawn at the row's left.
    <div className="relative min-h-10 min-w-0 pl-13">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        <span className="absolute top-0 left-0 inline-flex size-10 items-center justify-center rounded-xl bg-secondary text-secondary-foreground [&_svg]:size-5">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

/** The per-event code: shown to participants from 15 minutes before the start, and to the organizer. */
function IdentifierCode({ tournament: t }: { tournament: Tournament }) {
  if (!t.viewer.isParticipant && !t.viewer.isOrganizer) return null;
  if (t.status === 'completed' || t.status === 'cancelled') return null;
  return (
    <Card className="flex items-center gap-4 border-accent/40 bg-accent/10 p-4" data-testid="identifier">
      <KeyRound aria-hidden className="size-6 shrink-0 text-accent-foreground" />
      {t.identifierCode ? (
        <p className="text-sm">
          Event code <strong className="font-mono text-xl tracking-widest">{t.identifierCode}</strong>
          <span className="block text-muted-foreground">Write it on a card or your hand; it must be visible in every catch photo.</span>
        </p>
      ) : (
        <p className="text-sm">
          The event code is revealed at {when(t.identifierRevealsAt)}, 15 minutes before the start. Photos must show it.
        </p>
      )}
    </Card>
  );
}

export function TournamentPage() {
  const { id = '' } = useParams();
  const { data: t, isLoading, error } = useTournament(id);

  if (isLoading)
    return (
      <PageFrame className="max-w-4xl">
        <BackLink />
        <Skeleton className="mb-4 h-10 w-2/3" />
        <Skeleton className="h-40 rounded-2xl" />
      </PageFrame>
    );
  if (!t || (error instanceof ApiError && error.status === 404))
    return (
      <PageFrame className="max-w-4xl">
        <BackLink />
        <EmptyState
          headingLevel={1}
          icon={<Trophy aria-hidden />}
          title={TOURNAMENT_MESSAGES.notFound}
          description={TOURNAMENT_MESSAGES.notFoundDescription}
        />
      </PageFrame>
    );

  return (
    <PageFrame className="max-w-4xl">
      <BackLink />
      <header className="mb-6 grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
          <StatusBadge status={t.status} />
          {!t.isPublic && <Badge variant="outline">Private</Badge>}
          {t.viewer.isInvited && !t.viewer.isParticipant && <Badge>Invited</Badge>}
          <ReportMenu
            kind="tournament"
            itemId={t.id}
            authorId={t.organizerId}
            mine={t.viewer.isOrganizer}
            what="this tournament"
            className="ml-auto"
          />
        </div>
        <HiddenNotice hidden={t.hidden} />
        <p className="text-muted-foreground">Organized by {t.organizerName || TOURNAMENT_MESSAGES.unknownOrganizer}</p>
        <Actions tournament={t} />
      </header>

      <div className="mb-6 grid gap-4">
        <IdentifierCode tournament={t} />
        <Card className="p-5">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact icon={<Timer aria-hidden />} label="Duration">
              {dateRange(t.startDate, t.endDate)}
              <span className="block text-sm font-normal text-muted-foreground">
                {when(t.startDate)} → {when(t.endDate)} · {duration(t.startDate, t.endDate)}
              </span>
            </Fact>
            <Fact icon={<MapPin aria-hidden />} label="Location">
              {t.locationName ?? '—'}
            </Fact>
            <Fact icon={<Users aria-hidden />} label="Participants">
              {t.participantCount}
              {t.maxParticipants ? ` / ${t.maxParticipants}` : ''}
              <span className="block text-sm font-normal text-muted-foreground">Registration until {when(t.registrationDeadline)}</span>
            </Fact>
            <Fact icon={<Trophy aria-hidden />} label="Scoring">
              {scoringLabel(t.scoringType)}
              {t.bestN && <span className="block text-sm font-normal text-muted-foreground">Best {t.bestN} fish count</span>}
              {t.scoringType === 'points' && (
                <span className="block text-sm font-normal text-muted-foreground">10 a fish, 1 a cm, 5 a kg</span>
              )}
            </Fact>
          </dl>
          {(t.entryFee !== null || t.prizePool !== null) && (
            <p className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
              {t.entryFee !== null && <span>Entry fee {formatMoney(t.entryFee)}</span>}
              {t.prizePool !== null && <span>Prize pool {formatMoney(t.prizePool)}</span>}
            </p>
          )}
          <div className="mt-4 grid gap-3 border-t border-border pt-4">
            <p>{t.description || TOURNAMENT_MESSAGES.noDescription}</p>
            {t.rules && (
              <div className="flex gap-2 text-sm">
                <ScrollText aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                <p className="whitespace-pre-line">
                  <span className="font-semibold">Rules: </span>
                  {t.rules}
                </p>
              </div>
            )}
          </div>
        </Card>
      </div>

      <Tabs defaultValue="leaderboard">
        {/* Wrapping, not scrolling: on a phone the organizer's Review would sit off screen, unseen. */}
        {/* One row on a phone too: short names there (each tab keeps its full name for assistive technology). */}
        <TabsList className="mb-4 flex h-auto w-full">
          <TabsTrigger value="leaderboard" className={TAB}>
            <TabName name="Leaderboard" short="Leaders" />
          </TabsTrigger>
          <TabsTrigger value="participants" className={TAB}>
            <TabName name="Participants" short="Anglers" />
          </TabsTrigger>
          <TabsTrigger value="entries" className={TAB}>
            <TabName name="All Entries" short="Entries" />
          </TabsTrigger>
          <TabsTrigger value="prizes" className={TAB}>
            <TabName name="Prizes" short="Prizes" />
          </TabsTrigger>
          {t.viewer.isOrganizer && (
            <TabsTrigger value="review" className={TAB}>
              <TabName name="Review" short="Review" />
            </TabsTrigger>
          )}
        </TabsList>
        <TabsContent value="leaderboard">
          <LeaderboardTab tournament={t} />
        </TabsContent>
        <TabsContent value="participants">
          <ParticipantsTab tournamentId={t.id} />
        </TabsContent>
        <TabsContent value="entries">
          <Suspense fallback={loadingTab}>
            <EntriesTab tournament={t} />
          </Suspense>
        </TabsContent>
        <TabsContent value="prizes">
          <PrizesTab tournament={t} />
        </TabsContent>
        {t.viewer.isOrganizer && (
          <TabsContent value="review">
            <Suspense fallback={loadingTab}>
              <ReviewQueue tournament={t} />
            </Suspense>
          </TabsContent>
        )}
      </Tabs>
    </PageFrame>
  );
}
