import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, dismissToast } from '@tightlines/kit';
import type { Question } from '@tightlines/contracts';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { renderApp, serve } from '../../test/app.tsx';
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
    onlineManager.setOnline(true);
    await server.close().catch(() => undefined);
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

  it('without signal it says the question waits for signal, Escape closes, and it posts once back online', async () => {
    onlineManager.setOnline(false);
    const dialog = await typeAQuestion();
    fireEvent.click(screen.getByRole('button', { name: 'Post Question' }));
    expect(await screen.findByRole('button', { name: 'Waiting for signal…' })).to.have.property('disabled', true);
    expect(screen.getByRole('status').textContent).to.contain(FORUM_WAITING_FOR_SIGNAL);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ask a Question' })).to.equal(null));
    expect(asks()).to.have.length(0);
    release();
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(asks()).to.have.length(1));
  });
});
