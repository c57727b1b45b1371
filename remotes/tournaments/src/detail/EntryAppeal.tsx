import { useState } from 'react';
import { Scale } from 'lucide-react';
import { Button, Label, Textarea, toast } from '@tightlines/kit';
import { APPEAL_NOTE_REQUIRED, REJECT_REASON_LABELS, TOURNAMENT_LIMITS, type TournamentEntry } from '@tightlines/contracts';
import { useAppeal } from '../api/tournaments.ts';
import { when } from '../lib/format.ts';

/** An appeal made: the angler's words, and the rejection they answer (its angler and the organizer see it). */
function AppealMade({ appeal }: { appeal: NonNullable<TournamentEntry['appeal']> }) {
  return (
    <div
      className="rounded-lg border border-sky-500/40 bg-sky-50 p-2 text-sm text-sky-950 dark:bg-sky-900/30 dark:text-sky-100"
      data-testid="entry-appeal"
    >
      <p className="font-medium">Appealed · {when(appeal.at)}</p>
      {appeal.note && <p>“{appeal.note}”</p>}
      {appeal.against?.reason && (
        <p className="text-xs opacity-80">
          Against the rejection: {REJECT_REASON_LABELS[appeal.against.reason]}
          {appeal.against.note ? ` — ${appeal.against.note}` : ''}
        </p>
      )}
    </div>
  );
}

/** Its angler may appeal a rejected catch once, saying why; after that the appeal is shown as made. */
export function EntryAppeal({ entry, tournamentId }: { entry: TournamentEntry; tournamentId: string }) {
  const appeal = useAppeal(tournamentId);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (entry.appeal) return <AppealMade appeal={entry.appeal} />;
  if (!entry.canAppeal) return null;
  if (!open)
    return (
      <div>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          <Scale aria-hidden />
          Appeal
        </Button>
      </div>
    );
  const send = () => {
    if (!note.trim()) return setError(APPEAL_NOTE_REQUIRED);
    setError(null);
    appeal.mutateAsync({ entryId: entry.id, note: note.trim() }).then(
      () => toast({ title: 'Appeal sent', description: 'The organizer will look at your catch again. You can appeal only once.' }),
      (failure) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: (failure as { detail?: string }).detail ?? 'Could not send the appeal',
        }),
    );
  };
  return (
    <div className="grid gap-2 rounded-xl bg-muted/60 p-3">
      <Label htmlFor={`appeal-${entry.id}`}>Why is the rejection wrong? (you can appeal once)</Label>
      <Textarea
        id={`appeal-${entry.id}`}
        rows={2}
        maxLength={TOURNAMENT_LIMITS.noteChars}
        value={note}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `appeal-${entry.id}-error` : undefined}
        onChange={(e) => setNote(e.target.value)}
      />
      {error && (
        <p id={`appeal-${entry.id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button variant="primary" size="sm" disabled={appeal.isPending} onClick={send}>
          Send appeal
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
