import { Link } from 'react-router';
import { CalendarDays, MapPin, Trophy, Users, Coins, UserRound } from 'lucide-react';
import { Badge, Button, Card, HiddenNotice } from '@tightlines/kit';
import { TOURNAMENT_MESSAGES, type Tournament } from '@tightlines/contracts';
import { StatusBadge } from './StatusBadge.tsx';
import { dateRange, formatMoney, scoringLabel } from '../lib/format.ts';

/**
 * A tournament card (§2): title and status, description, dates, place, participants, scoring, prize pool,
 * organizer. A card below the fold costs no style, layout or paint until scrolled near (kit skip-offscreen).
 */
export function TournamentCard({ tournament: t }: { tournament: Tournament }) {
  return (
    <Card className="skip-offscreen flex min-w-0 flex-col gap-4 p-5" data-testid="tournament-card">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg leading-snug font-semibold break-words">{t.title}</h2>
        <div className="flex shrink-0 flex-wrap justify-end gap-1.5">
          {t.viewer.isInvited && !t.viewer.isParticipant && <Badge>Invited</Badge>}
          <StatusBadge status={t.status} className="shrink-0" />
        </div>
      </div>
      <HiddenNotice hidden={t.hidden} />
      <p className="line-clamp-2 text-sm text-muted-foreground">{t.description || TOURNAMENT_MESSAGES.noDescription}</p>
      <dl className="grid grid-cols-1 gap-2 text-sm">
        <Line icon={<CalendarDays aria-hidden />} label="Dates">
          {dateRange(t.startDate, t.endDate)}
        </Line>
        {t.locationName && (
          <Line icon={<MapPin aria-hidden />} label="Location">
            {t.locationName}
          </Line>
        )}
        <Line icon={<Users aria-hidden />} label="Participants">
          {t.participantCount}
          {t.maxParticipants ? ` / ${t.maxParticipants}` : ''} participants
        </Line>
        <Line icon={<Trophy aria-hidden />} label="Scoring">
          {scoringLabel(t.scoringType)}
        </Line>
        {t.prizePool !== null && t.prizePool > 0 && (
          <Line icon={<Coins aria-hidden />} label="Prize pool">
            {formatMoney(t.prizePool)} prize pool
          </Line>
        )}
        <Line icon={<UserRound aria-hidden />} label="Organizer">
          Organized by {t.organizerName || TOURNAMENT_MESSAGES.unknownOrganizer}
        </Line>
      </dl>
      <Button asChild variant="primary" className="mt-auto w-full">
        <Link to={`/tournaments/${t.id}`}>View Details</Link>
      </Button>
    </Card>
  );
}

function Line({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center gap-2 text-foreground/90 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-primary">
      <dt className="sr-only">{label}</dt>
      {icon}
      <dd className="min-w-0 truncate">{children}</dd>
    </div>
  );
}
