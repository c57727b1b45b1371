import { useState } from 'react';
import { Check, ClipboardCheck, X } from 'lucide-react';
import { Button, EmptyState, Label, NativeSelect, Skeleton, Textarea, toast } from '@tightlines/kit';
import { REJECT_REASON_LABELS, type RejectReason, type Tournament, type TournamentEntry } from '@tightlines/contracts';
import { useJudge, useReviewQueue } from '../api/tournaments.ts';
import { EntryCard } from './EntryCard.tsx';

// The reasons in the contract's order, from its labels: the enum's own list would bring zod to every
// tournament's page.
const REASONS = Object.keys(REJECT_REASON_LABELS) as RejectReason[];

function Verdict({ tournament, entry }: { tournament: Tournament; entry: TournamentEntry }) {
  const judge = useJudge(tournament.id);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState<RejectReason>('identifier_not_visible');
  const [note, setNote] = useState('');
  const failed = (error: unknown) =>
    toast({ variant: 'destructive', title: 'Error', description: (error as { detail?: string }).detail ?? 'Try again' });
  if (rejecting)
    return (
      <div className="grid w-full gap-2 rounded-xl bg-muted/60 p-3">
        <Label htmlFor={`reason-${entry.id}`}>Reason</Label>
        <NativeSelect id={`reason-${entry.id}`} value={reason} onChange={(e) => setReason(e.target.value as RejectReason)}>
          {REASONS.map((r) => (
            <option key={r} value={r}>
              {REJECT_REASON_LABELS[r]}
            </option>
          ))}
        </NativeSelect>
        <Label htmlFor={`note-${entry.id}`}>Note for the angler{reason === 'other' ? '' : ' (optional)'}</Label>
        <Textarea id={`note-${entry.id}`} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
        <div className="flex gap-2">
          <Button
            variant="destructive"
            size="sm"
            disabled={judge.isPending}
            onClick={() =>
              judge
                .mutateAsync({ entryId: entry.id, verify: false, reason, note })
                .then(
                  () => toast({ title: 'Catch rejected', description: 'The angler reads your reason, and may resubmit or appeal once.' }),
                  failed,
                )
            }
          >
            Reject catch
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setRejecting(false)}>
            Cancel
          </Button>
        </div>
      </div>
    );
  return (
    <>
      <Button
        variant="primary"
        size="sm"
        disabled={judge.isPending}
        onClick={() =>
          judge
            .mutateAsync({ entryId: entry.id, verify: true })
            .then(() => toast({ title: 'Catch verified', description: 'It counts on the leaderboard now.' }), failed)
        }
      >
        <Check aria-hidden />
        Verify
      </Button>
      <Button variant="outline" size="sm" onClick={() => setRejecting(true)}>
        <X aria-hidden />
        Reject
      </Button>
    </>
  );
}

/** The organizer's review queue: pending catches oldest first, each flag with its reason, and any appeal. */
export function ReviewQueue({ tournament }: { tournament: Tournament }) {
  const { data, isLoading } = useReviewQueue(tournament.id, true);
  if (isLoading) return <Skeleton className="h-48 rounded-2xl" />;
  if (!data?.length)
    return (
      <EmptyState
        icon={<ClipboardCheck aria-hidden />}
        title="Nothing to review"
        description="New catches wait here until you verify or reject them."
      />
    );
  return (
    <div className="grid gap-3">
      {data.map((entry) => (
        <EntryCard
          key={entry.id}
          entry={entry}
          tournamentId={tournament.id}
          canChallenge={false}
          actions={<Verdict tournament={tournament} entry={entry} />}
        />
      ))}
    </div>
  );
}
