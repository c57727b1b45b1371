import { lazy, useState } from 'react';
import { Fish } from 'lucide-react';
import { Button, MountWhenOpened } from '@tightlines/kit';
import type { Tournament } from '@tightlines/contracts';

// The form (the entry's schema with zod, the location shield's controls) loads on first opening, not
// with the tournament's page: evaluating it is work the page's first screen does not need.
const SubmitCatchDialog = lazy(() => import('./SubmitCatchDialog.tsx').then((m) => ({ default: m.SubmitCatchDialog })));

/** Submit Catch (§5) for a participant of a running event: the button, and the dialog it opens. */
export function SubmitCatchButton({ tournament }: { tournament: Tournament }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog" aria-expanded={open}>
        <Fish aria-hidden />
        Submit Catch
      </Button>
      <MountWhenOpened open={open}>
        <SubmitCatchDialog tournament={tournament} open={open} onOpenChange={setOpen} />
      </MountWhenOpened>
    </>
  );
}
