import { useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import {
  ApiError,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Input,
  toast,
  Field,
} from '@tightlines/kit';
import { TOURNAMENT_MESSAGES, type Tournament } from '@tightlines/contracts';
import { useJoin } from '../api/tournaments.ts';

/** Join Tournament (§2, §8): an optional team name; the server's message when it says no. */
export function JoinDialog({ tournament }: { tournament: Tournament }) {
  const [open, setOpen] = useState(false);
  const [teamName, setTeamName] = useState('');
  const join = useJoin(tournament.id);
  // mutateAsync, not mutate's callbacks: once joined, the page refreshes and this dialog's button
  // is gone — callbacks of an unmounted mutation never run, the awaited promise still settles.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await join.mutateAsync(teamName);
      toast({ title: 'Success', description: TOURNAMENT_MESSAGES.joined });
      setOpen(false);
      setTeamName('');
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: error instanceof ApiError ? error.detail : TOURNAMENT_MESSAGES.joinFailed,
      });
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden />
          Join Tournament
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Join Tournament</DialogTitle>
          <DialogDescription>You are joining {tournament.title}. Fishing with friends? Give your team a name.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          <Field id="join-team" label="Team Name (optional)">
            <Input
              id="join-team"
              value={teamName}
              maxLength={80}
              onChange={(e) => setTeamName(e.target.value)}
              placeholder="The Reel Deal"
            />
          </Field>
          <DialogActions label="Join Tournament" pendingLabel="Joining…" pending={join.isPending} onCancel={() => setOpen(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
