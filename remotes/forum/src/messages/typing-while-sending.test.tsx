import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Message } from '@tightlines/contracts';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { renderApp, serve } from '../../test/app.tsx';
import { MessagesPage } from './MessagesPage.tsx';

const sent = (content: string): Message => ({
  id: `m-${content.length}`,
  senderId: 'alice',
  recipientId: 'ben',
  content,
  createdAt: new Date().toISOString(),
  isRead: false,
  hidden: null,
});

const reads = {
  'GET /api/conversations': { status: 200, json: [] },
  'GET /api/mates': { status: 200, json: [{ id: 'ben', displayName: 'Ben Bass', profileImageUrl: null }] },
  'GET /api/blocks': { status: 200, json: [] },
  'GET /api/conversations/ben': { status: 200, json: { items: [], nextCursor: null } },
};

/** A conversation keeps what the angler types while the message before it is still on its way. */
describe('messages: typing while the previous message is sending', function () {
  this.timeout(20_000);
  withDomEvents();
  let server: ApiServer;
  let release: () => void = () => undefined;
  afterEach(async () => {
    release();
    cleanup();
    await server.close().catch(() => undefined);
  });

  /** Ben's conversation open; the first message sent is answered only on `release()`. */
  async function aConversationWhoseFirstSendWaits() {
    const held = new Promise((resolve) => (release = () => resolve(undefined)));
    const bodies: string[] = [];
    server = await serve({
      ...reads,
      'POST /api/messages': (body) => {
        bodies.push(JSON.parse(body).content);
        return { status: 201, json: sent(JSON.parse(body).content), after: bodies.length === 1 ? held : undefined };
      },
    });
    renderApp(<MessagesPage />, { path: '/messages?with=ben' });
    const box = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Message Ben Bass' });
    return { bodies, box };
  }

  it('text typed while a message is sending is still there once it has gone', async () => {
    const { bodies, box } = await aConversationWhoseFirstSendWaits();
    fireEvent.change(box, { target: { value: 'Still on for sunrise?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(bodies).to.deep.equal(['Still on for sunrise?']));
    fireEvent.change(box, { target: { value: 'Bring the jigs' } });
    await act(async () => release());
    await screen.findByText('Still on for sunrise?');
    expect(box.value, 'what was typed meanwhile stays').to.equal('Bring the jigs');
  });

  it('a line sent while the one before is on its way goes right after it, in order', async () => {
    const { bodies, box } = await aConversationWhoseFirstSendWaits();
    fireEvent.change(box, { target: { value: 'Still on for sunrise?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: 'Bring the jigs' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box.value).to.equal('');
    await waitFor(() => expect(bodies).to.deep.equal(['Still on for sunrise?']));
    await act(async () => release());
    await waitFor(() => expect(bodies).to.deep.equal(['Still on for sunrise?', 'Bring the jigs']));
  });
});
