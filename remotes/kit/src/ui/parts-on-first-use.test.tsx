import '../../test/dom.ts';
import { expect } from 'chai';
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { partsOnFirstUse } from './parts-on-first-use.tsx';

/** Stand-ins for Radix's parts: a root that says whether it is open, and what it holds. */
const fakeParts = {
  Root: ({
    open,
    defaultOpen,
    children,
  }: {
    open?: boolean;
    defaultOpen?: boolean;
    onOpenChange?(open: boolean): void;
    children?: ReactNode;
  }) => (
    <div data-testid="loaded-root" data-open={String(open ?? defaultOpen ?? false)}>
      {children}
    </div>
  ),
  Trigger: (props: { children?: ReactNode }) => <button type="button" data-testid="loaded-trigger" {...props} />,
  Content: ({ children }: { children?: ReactNode }) => <div role="dialog">{children}</div>,
  Title: ({ children }: { children?: ReactNode }) => <h2>{children}</h2>,
};

/** A popup whose parts arrive when the test says (`arrive`), or fail to (`fail`); `fetches` counts the asks. */
function aPopup() {
  const pending: { resolve(parts: typeof fakeParts): void; reject(error: Error): void }[] = [];
  const popup = partsOnFirstUse(() => new Promise<typeof fakeParts>((resolve, reject) => void pending.push({ resolve, reject })), 'dialog');
  const Root = popup.root((parts) => parts.Root);
  const Trigger = popup.trigger(
    (parts) => parts.Trigger,
    (openFirst) => ({ onClick: openFirst }),
  );
  const Content = popup.content((parts) => parts.Content);
  const Title = popup.part((parts) => parts.Title);
  const settle = async (how: 'arrive' | 'fail') =>
    act(async () => {
      for (const ask of pending.splice(0)) how === 'arrive' ? ask.resolve(fakeParts) : ask.reject(new Error('offline'));
    });
  return { Root, Trigger, Content, Title, fetches: () => pending.length, settle };
}

describe('kit: popups whose code loads on first use (dialogs, menus)', () => {
  afterEach(cleanup);

  it('draws a plain trigger with the same roles first, fetches the code when it is focused, and opens once it is there', async () => {
    const popup = aPopup();
    const changes: boolean[] = [];
    render(
      <popup.Root onOpenChange={(open) => changes.push(open)}>
        <popup.Trigger>Share Catch</popup.Trigger>
        <popup.Content>
          <popup.Title>Share Your Catch</popup.Title>
        </popup.Content>
      </popup.Root>,
    );
    const trigger = screen.getByRole('button', { name: 'Share Catch' });
    expect([
      trigger.getAttribute('aria-haspopup'),
      trigger.getAttribute('aria-expanded'),
      trigger.getAttribute('data-state'),
    ]).to.deep.equal(['dialog', 'false', 'closed']);
    expect(screen.queryByRole('dialog')).to.equal(null);
    fireEvent.focus(trigger);
    expect(popup.fetches()).to.equal(1);
    fireEvent.click(trigger);
    expect(screen.queryByTestId('loaded-root'), 'not before its code is there').to.equal(null);
    await popup.settle('arrive');
    expect(screen.getByTestId('loaded-root').getAttribute('data-open')).to.equal('true');
    expect(screen.getByRole('heading', { name: 'Share Your Catch' })).to.exist;
    expect(screen.getByTestId('loaded-trigger')).to.exist;
    expect(changes).to.deep.equal([true]);
  });

  it('loads at once for a popup its owner opens, without a press', async () => {
    const popup = aPopup();
    render(
      <popup.Root open>
        <popup.Content>
          <popup.Title>Choose Trip Location</popup.Title>
        </popup.Content>
      </popup.Root>,
    );
    expect(popup.fetches()).to.equal(1);
    await popup.settle('arrive');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Choose Trip Location' })).to.exist);
  });

  it('asks again on the next press after a fetch failed (no signal)', async () => {
    const popup = aPopup();
    render(
      <popup.Root>
        <popup.Trigger>Log Trip</popup.Trigger>
      </popup.Root>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log Trip' }));
    await popup.settle('fail');
    expect(screen.queryByTestId('loaded-root')).to.equal(null);
    fireEvent.click(screen.getByRole('button', { name: 'Log Trip' }));
    expect(popup.fetches()).to.equal(1);
    await popup.settle('arrive');
    expect(screen.getByTestId('loaded-root').getAttribute('data-open')).to.equal('true');
  });
});
