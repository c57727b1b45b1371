import { withDomEvents } from '../../test/dom.ts';
import { expect } from 'chai';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';

function Harness({ pending = false, onConfirm }: { pending?: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove
      </button>
      <ConfirmDeleteDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this thing?"
        description="This cannot be undone."
        pending={pending}
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('kit: the delete confirmation', () => {
  withDomEvents();
  afterEach(cleanup);

  it('asks, deletes only on Delete, and Cancel closes with focus back on the opener', async () => {
    let confirmed = 0;
    render(<Harness onConfirm={() => confirmed++} />);
    const opener = screen.getByRole('button', { name: 'Remove' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this thing?' });
    expect(dialog.textContent).to.contain('This cannot be undone.');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirmed).to.equal(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(confirmed).to.equal(1);
    await waitFor(() => expect(document.activeElement).to.equal(opener));
  });

  it("reads 'Deleting...' and takes no second press while the request is under way", async () => {
    let confirmed = 0;
    render(<Harness pending onConfirm={() => confirmed++} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const deleting = (await screen.findByRole('button', { name: 'Deleting...' })) as HTMLButtonElement;
    expect(deleting.disabled).to.equal(true);
    fireEvent.click(deleting);
    expect(confirmed).to.equal(0);
  });
});
