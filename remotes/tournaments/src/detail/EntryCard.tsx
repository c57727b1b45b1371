import { useState, type ReactNode } from 'react';
import { BadgeCheck, Clock, Flag, History, XCircle } from 'lucide-react';
import { Badge, Button, Card, cn, toast, useUnitSystem } from '@tightlines/kit';
import { REJECT_REASON_LABELS, type TournamentEntry } from '@tightlines/contracts';
import { useChallenge, useEntry } from '../api/tournaments.ts';
import { entrySize, fishName, when } from '../lib/format.ts';
import { AnglerAvatar } from './AnglerAvatar.tsx';
import { EntryFindings } from './EntryFindings.tsx';
import { EntryAppeal } from './EntryAppeal.tsx';

/** §4: verified shows Verified, otherwise Pending (a rejection is shown to its angler and the organizer only). */
export function EntryStatusBadge({ entry }: { entry: TournamentEntry }) {
  if (entry.verified)
    return (
      <Badge className="border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100">
        <BadgeCheck aria-hidden className="size-3.5" />
        Verified
      </Badge>
    );
  if (entry.status === 'rejected')
    return (
      <Badge variant="destructive">
        <XCircle aria-hidden className="size-3.5" />
        Rejected
      </Badge>
    );
  return (
    <Badge variant="secondary">
      <Clock aria-hidden className="size-3.5" />
      Pending
    </Badge>
  );
}

const ACTION_WORDS: Record<string, string> = {
  submitted: 'Submitted',
  edited: 'Edited',
  resubmitted: 'Resubmitted',
  verified: 'Verified',
  rejected: 'Rejected',
  challenged: 'Challenged',
  appealed: 'Appealed',
};
const BY_WORDS = { angler: 'by the angler', organizer: 'by the organizer', participant: 'by a participant' } as const;

function JudgingLog({ tournamentId, entryId }: { tournamentId: string; entryId: string }) {
  const { data } = useEntry(tournamentId, entryId, true);
  if (!data) return <p className="text-sm text-muted-foreground">Loading history…</p>;
  return (
    <ol className="grid gap-1 border-l-2 border-border pl-3 text-sm" aria-label="Judging history">
      {data.log.map((line) => (
        <li key={`${line.at}-${line.action}-${line.by}`}>
          <span className="font-medium">{ACTION_WORDS[line.action]}</span> {BY_WORDS[line.by]} · {when(line.at)}
          {line.reason && <> — {REJECT_REASON_LABELS[line.reason]}</>}
          {line.note && <span className="text-muted-foreground"> “{line.note}”</span>}
        </li>
      ))}
    </ol>
  );
}

/** A catch entered in the tournament: photo first, then what, how big, by whom, and where it stands in review. */
export function EntryCard({
  entry,
  tournamentId,
  canChallenge,
  actions,
}: {
  entry: TournamentEntry;
  tournamentId: string;
  canChallenge: boolean;
  actions?: ReactNode;
}) {
  const system = useUnitSystem();
  const [history, setHistory] = useState(false);
  const challenge = useChallenge(tournamentId);
  return (
    <Card className="overflow-hidden" data-testid="entry-card">
      <div className="grid sm:grid-cols-[11rem_1fr]">
        {entry.photoUrl ? (
          <img
            src={entry.thumbnailUrl ?? entry.photoUrl}
            alt={`${fishName(entry.species)} caught by ${entry.participantName ?? 'an angler'}`}
            className="aspect-[4/3] w-full object-cover sm:aspect-auto sm:h-full"
          />
        ) : (
          <div className="flex aspect-[4/3] items-center justify-center bg-muted text-sm text-muted-foreground sm:aspect-auto">
            No photo
          </div>
        )}
        <div className="grid min-w-0 gap-2 p-4">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="text-lg font-semibold">{fishName(entry.species)}</p>
              <p className="text-sm font-medium text-primary">{entrySize(system, entry.weight, entry.length, entry) ?? 'Not measured'}</p>
            </div>
            <EntryStatusBadge entry={entry} />
          </div>
          <div className="flex min-w-0 items-center gap-2 text-sm">
            <AnglerAvatar name={entry.participantName} imageUrl={entry.profileImageUrl} />
            <span className="min-w-0">
              <span className="block truncate font-medium">{entry.participantName ?? 'Angler'}</span>
              <span className="block truncate text-muted-foreground">
                {entry.method}
                {entry.bait ? ` · ${entry.bait}` : ''} · {entry.locationName} · {when(entry.caughtAt)}
              </span>
            </span>
          </div>
          {entry.description && <p className="text-sm">{entry.description}</p>}
          {entry.rejection && (
            <p className="rounded-lg bg-destructive/10 p-2 text-sm text-destructive">
              Rejected: {REJECT_REASON_LABELS[entry.rejection.reason]}
              {entry.rejection.note ? ` — ${entry.rejection.note}` : ''}
            </p>
          )}
          <EntryFindings entry={entry} />
          <EntryAppeal entry={entry} tournamentId={tournamentId} />
          <div className={cn('flex flex-wrap gap-2', !actions && !canChallenge && 'justify-start')}>
            {actions}
            <Button variant="ghost" size="sm" onClick={() => setHistory((h) => !h)} aria-expanded={history}>
              <History aria-hidden />
              History
            </Button>
            {canChallenge && entry.verified && (
              <Button
                variant="ghost"
                size="sm"
                disabled={challenge.isPending}
                onClick={() =>
                  challenge.mutateAsync(entry.id).then(
                    () =>
                      toast({
                        title: 'Challenge sent',
                        description: 'The catch goes back to the organizer for review. Your name is not shown.',
                      }),
                    (error) =>
                      toast({
                        variant: 'destructive',
                        title: 'Error',
                        description: (error as { detail?: string }).detail ?? 'Could not challenge this catch',
                      }),
                  )
                }
              >
                <Flag aria-hidden />
                Challenge
              </Button>
            )}
          </div>
          {history && <JudgingLog tournamentId={tournamentId} entryId={entry.id} />}
        </div>
      </div>
    </Card>
  );
}
