import '../../../kit/test/indexed-db.ts';
import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Button, dismissToast, theOutbox } from '@tightlines/kit';
import type { Question } from '@tightlines/contracts';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { alice, renderApp, serve } from '../../test/app.tsx';
import { AskQuestionDialog, FORUM_WAITING_FOR_SIGNAL } from './AskQuestionDialog.tsx';

const posted: Question = {
  id: 'q1',
  title: 'Spring walleye lures?',
  content: 'Jig or crank?',
  category: 'techniques',
  userId: 'alice',
  authorName: 'Alice Angler',
  authorImage: null,
  answerCount: 0,
  likeCount: 0,
  acceptedAnswerId: null,
  createdAt: new Date().toISOString(),
  hidden: null,
} as unknown as Question;

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ask Question</Button>
      <AskQuestionDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

async function typeAQuestion() {
  renderApp(<Harness />);
  fireEvent.click(screen.getByRole('button', { name: 'Ask Question' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ask a Question' });
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'techniques' } });
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Spring walleye lures?' } });
  fireEvent.change(screen.getByLabelText('Details'), { target: { value: 'Jig or crank?' } });
  return dialog;
}

/** Ask Question sends one question per press of the angler, and tells the truth without signal. */
describe('forum: Ask Question', function () {
  this.timeout(20_000);
  withDomEvents();
  let server: ApiServer;
  let release: () => void = () => undefined;
  beforeEach(async () => {
    const held = new Promise((resolve) => (release = () => resolve(undefined)));
    server = await serve({ 'POST /api/forum/questions': { status: 201, json: posted, after: held } });
  });
  afterEach(async () => {
    release();
    cleanup();
    act(() => dismissToast());
    delete (navigator as unknown as Record<string, unknown>).onLine;
    await server.close().catch(() => undefined);
    const outbox = await theOutbox();
    for (const action of await outbox.waiting(alice.id)) await outbox.remove(action.id);
  });
  const asks = () => server.requests.filter((r) => r.method === 'POST' && r.url === '/api/forum/questions');

  it('a doubled click posts one question, under one idempotency key, and the button waits for it', async () => {
    await typeAQuestion();
    const post = screen.getByRole('button', { name: 'Post Question' });
    fireEvent.click(post);
    fireEvent.click(post);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Posting…' })).to.have.property('disabled', true));
    release();
    await screen.findByText('Question Posted');
    expect(asks()).to.have.length(1);
    expect(asks()[0]!.headers['idempotency-key']).to.match(/^[\x21-\x7e]{8,255}$/);
  });

  it('without signal it keeps the question in the offline queue (it survives a reload), says so, closes, and sends nothing', async () => {
    await typeAQuestion();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    fireEvent.click(screen.getByRole('button', { name: 'Post Question' }));
    expect(await screen.findByText(FORUM_WAITING_FOR_SIGNAL)).to.exist;
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ask a Question' })).to.equal(null));
    const [queued, ...more] = await (await theOutbox()).waiting(alice.id);
    expect(more).to.deep.equal([]);
    expect(queued).to.deep.include({
      kind: 'ask-question',
      anglerId: alice.id,
      body: { title: 'Spring walleye lures?', content: 'Jig or crank?', category: 'techniques' },
    });
    expect(queued!.id).to.match(/^[\x21-\x7e]{8,255}$/);
    expect(asks()).to.have.length(0);
  });
});
