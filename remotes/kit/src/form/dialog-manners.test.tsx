import { withDomEvents } from '../../test/dom.ts';
import { expect } from 'chai';
import { cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Dialog, DialogContent, DialogTitle } from '../ui/dialog.tsx';
import { useActionKey } from './use-action-key.ts';
import { useDiscardGuard } from './DiscardGuard.tsx';

function GuardedDialog({ typed = '' }: { typed?: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(typed);
  const guard = useDiscardGuard(text !== '');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) =>
          next
            ? setOpen(true)
            : guard.confirm(() => {
                setText('');
                setOpen(false);
              })
        }
      >
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Note</DialogTitle>
          <input aria-label="Note" value={text} onChange={(e) => setText(e.target.value)} />
          {guard.prompt}
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('kit: dialog manners', () => {
  withDomEvents();
  afterEach(cleanup);

  it('keeps one idempotency key while open and makes a new one after it closes', () => {
    const { result, rerender } = renderHook(({ open }) => useActionKey(open), { initialProps: { open: true } });
    const first = result.current;
    rerender({ open: true });
    expect(result.current).to.equal(first);
    rerender({ open: false });
    const next = result.current;
    expect(next).not.to.equal(first);
    rerender({ open: true });
    expect(result.current).to.equal(next);
  });

  it('gives focus back to the plain button that opened a dialog', async () => {
    render(<GuardedDialog />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).to.equal(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    await waitFor(() => expect(document.activeElement).to.equal(opener));
  });

  it('gives a dialog open with the page focus on its first control that is not a link', async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    render(
      <Dialog open>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Spot</DialogTitle>
          <a href="/spots">All spots</a>
          <input aria-label="Note" defaultValue="" />
        </DialogContent>
      </Dialog>,
    );
    const note = await screen.findByRole('textbox', { name: 'Note' });
    await waitFor(() => expect(document.activeElement).to.equal(note));
  });

  it('asks before closing with typed text; Keep Editing returns to the field, Discard closes', async () => {
    render(<GuardedDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const note = screen.getByRole('textbox', { name: 'Note' });
    fireEvent.change(note, { target: { value: 'tight lines' } });
    note.focus();
    fireEvent.keyDown(note, { key: 'Escape' });
    expect(screen.getByRole('alertdialog', { name: 'Discard your changes?' })).to.exist;
    expect(screen.getByRole('dialog', { hidden: true })).to.exist;
    fireEvent.click(screen.getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).to.equal(null));
    await waitFor(() => expect(document.activeElement).to.equal(screen.getByRole('textbox', { name: 'Note' })));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
  });

  it('closes at once when nothing was typed', async () => {
    render(<GuardedDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).to.equal(null);
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
  });
});
