import { lazy, useState } from 'react';
import { Plus } from 'lucide-react';
import { Button, MountWhenOpened } from '@tightlines/kit';
import type { Tournament } from '@tightlines/contracts';

// The form (the prize's schema with zod) loads on first opening: only an organizer ever opens it, and
// the tournament's page draws without it.
const AddPrizeDialog = lazy(() => import('./AddPrizeDialog.tsx').then((m) => ({ default: m.AddPrizeDialog })));

/** The organizer's Add Prize / Add First Prize: the button, and the dialog it opens. */
export function AddPrizeButton({ tournament, label }: { tournament: Tournament; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog" aria-expanded={open}>
        <Plus aria-hidden />
        {label}
      </Button>
      <MountWhenOpened open={open}>
        <AddPrizeDialog tournament={tournament} open={open} onOpenChange={setOpen} />
      </MountWhenOpened>
    </>
  );
}
