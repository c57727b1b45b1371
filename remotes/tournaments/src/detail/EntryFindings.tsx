import { AlertTriangle, Info } from 'lucide-react';
import { Badge } from '@tightlines/kit';
import { ENTRY_FLAG_LABELS, type EarlierEntry, type TournamentEntry } from '@tightlines/contracts';
import { when } from '../lib/format.ts';

/** The earlier entry a reused photo matches, beside the flag: its photo, whose it was, and where. */
function EarlierEntryCard({ earlier }: { earlier: EarlierEntry }) {
  return (
    <figure className="mt-1 flex items-center gap-3 rounded-lg border border-amber-500/40 bg-background p-2" data-testid="earlier-entry">
      {earlier.photoUrl ? (
        <a href={earlier.photoUrl} target="_blank" rel="noreferrer" className="shrink-0">
          <img src={earlier.thumbnailUrl ?? earlier.photoUrl} alt="The earlier entry" className="size-20 rounded-md object-cover" />
        </a>
      ) : (
        <div className="flex size-20 shrink-0 items-center justify-center rounded-md bg-muted text-xs text-muted-foreground">
          Photo removed
        </div>
      )}
      <figcaption className="text-xs">
        <span className="block font-medium">Earlier entry</span>
        <span className="block">{earlier.participantName ?? 'An angler'}</span>
        <span className="block text-muted-foreground">
          {earlier.tournamentTitle} · {when(earlier.submittedAt)}
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * What the server noticed about a catch, each with its reason (for its angler and the organizer):
 * flags ask for a closer look, notes only say what could not be checked. Without reasons (an older
 * server) the flags' labels are shown.
 */
export function EntryFindings({ entry }: { entry: TournamentEntry }) {
  const details =
    entry.flagDetails ??
    entry.flags.map((kind) => ({ kind, severity: 'flag' as const, reason: ENTRY_FLAG_LABELS[kind], earlierEntry: null }));
  if (!details.length) return null;
  return (
    <ul className="grid gap-1.5" aria-label="Noticed by the server">
      {details.map((finding) => (
        <li
          key={`${finding.kind}-${finding.reason}`}
          className={
            finding.severity === 'flag'
              ? 'rounded-lg border border-amber-500/50 bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-900/30 dark:text-amber-100'
              : 'rounded-lg bg-muted/60 p-2 text-sm text-muted-foreground'
          }
        >
          <Badge variant="outline" className="mb-1 gap-1 border-current/40">
            {finding.severity === 'flag' ? <AlertTriangle aria-hidden className="size-3.5" /> : <Info aria-hidden className="size-3.5" />}
            {finding.severity === 'flag' ? 'Flag' : 'Note'}: {ENTRY_FLAG_LABELS[finding.kind]}
          </Badge>
          <p>{finding.reason}</p>
          {finding.earlierEntry && <EarlierEntryCard earlier={finding.earlierEntry} />}
        </li>
      ))}
    </ul>
  );
}
