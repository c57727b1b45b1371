import { lazy, useState } from 'react';
import { Plus } from 'lucide-react';
import { Button, MountWhenOpened } from '@tightlines/kit';

// The form (and the contract's schema with zod) loads on first opening, not with the list: evaluating
// it was the largest part of the list's first task (total blocking time).
const CreateTournamentDialog = lazy(() => import('./CreateTournamentDialog.tsx').then((m) => ({ default: m.CreateTournamentDialog })));

/** Create Tournament (§5) for the signed-in: the button, and the dialog it opens. */
export function CreateTournamentButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog" aria-expanded={open}>
        <Plus aria-hidden />
        Create Tournament
      </Button>
      <MountWhenOpened open={open}>
        <CreateTournamentDialog open={open} onOpenChange={setOpen} />
      </MountWhenOpened>
    </>
  );
}
