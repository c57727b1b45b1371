import '../../../kit/test/indexed-db.ts';
import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { dismissToast, theOutbox, type QueuedAction } from '@tightlines/kit';
import { alice, aFile, renderApp } from '../../test/app.tsx';
import { CatchForm } from './CatchForm.tsx';

function chooseSpecies(typed: string, name: string) {
  const box = screen.getByRole('combobox', { name: 'Species' });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: typed } });
  fireEvent.click(screen.getByText(name, { selector: '[role=option]' }));
}

const queued = async (): Promise<QueuedAction[]> => (await theOutbox()).waiting(alice.id);

/** Without signal, Share Catch keeps the catch (and its photo) in the offline queue instead of failing. */
describe('share: a catch without signal', () => {
  withDomEvents();
  const online = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(navigator), 'onLine');
  const goOffline = () => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    delete (navigator as unknown as Record<string, unknown>).onLine;
    if (online && !('onLine' in navigator)) Object.defineProperty(Object.getPrototypeOf(navigator), 'onLine', online);
    const outbox = await theOutbox();
    for (const action of await outbox.waiting(alice.id)) await outbox.remove(action.id);
  });

  it('queues the catch under one key, closes with the toast and sends nothing', async () => {
    goOffline();
    let shared = 0;
    renderApp(<CatchForm onShared={() => shared++} />);
    chooseSpecies('walleye', 'Walleye');
    fireEvent.change(screen.getByLabelText('Length (inches)'), { target: { value: '17.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share Catch' }));
    expect(await screen.findByText('Saved on this device')).to.exist;
    await waitFor(() => expect(shared).to.equal(1));
    const [action, ...more] = await queued();
    expect(more).to.deep.equal([]);
    expect(action).to.include({ kind: 'share-catch', anglerId: alice.id });
    expect(action!.id).to.match(/^[0-9a-f-]{36}$/);
    expect((action as Extract<QueuedAction, { kind: 'share-catch' }>).body).to.deep.include({ type: 'catch', imageUrl: null });
    const body = (action as Extract<QueuedAction, { kind: 'share-catch' }>).body;
    expect(body.type === 'catch' && body.catchDetails).to.deep.include({ species: 'walleye', length: 17.25 });
  });

  it('keeps a photo that cannot upload and queues it with the catch', async () => {
    goOffline();
    renderApp(<CatchForm onShared={() => {}} />);
    chooseSpecies('walleye', 'Walleye');
    fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [aFile('walleye.jpg', 'image/jpeg')] } });
    expect(await screen.findByText('No connection: the photo is kept on this device and uploads with your catch.')).to.exist;
    expect(screen.queryByText('Upload failed'), 'no failure toast').to.equal(null);
    fireEvent.click(screen.getByRole('button', { name: 'Share Catch' }));
    expect(await screen.findByText('Saved on this device')).to.exist;
    const [action] = await queued();
    const photo = (action as Extract<QueuedAction, { kind: 'share-catch' }>).photo;
    // jsdom's File does not survive fake-indexeddb's cloning as a Blob; the browser journey
    // (e2e/offline.test.ts) sends a real one. Here: the photo was kept, not dropped.
    expect(photo, 'the photo itself, to upload later').to.not.equal(null);
  });
});
