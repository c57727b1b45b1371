import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { Group, GroupMember, GroupMessage } from '@tightlines/contracts';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { renderApp, serve } from '../../test/app.tsx';
import { GroupChatDialog } from './GroupChatDialog.tsx';

const group = { id: 'g1', name: 'Tahoe Trout Club', memberCount: 1 } as Group;
const member = (userId: string, displayName: string): GroupMember => ({
  userId,
  displayName,
  profileImageUrl: null,
  role: userId === 'alice' ? 'owner' : 'member',
  joinedAt: new Date().toISOString(),
});
const message = (senderId: string, content: string): GroupMessage => ({
  id: `m-${senderId}`,
  groupId: 'g1',
  content,
  senderId,
  senderName: senderId,
  senderImage: null,
  createdAt: new Date().toISOString(),
  hidden: null,
});

/** The group chat counts the members there are now, not those of the card it was opened from. */
describe('groups: the chat’s member count', function () {
  this.timeout(20_000);
  withDomEvents();
  let server: ApiServer;
  afterEach(async () => {
    cleanup();
    await server.close().catch(() => undefined);
  });

  it('says 2 members once a second angler has joined, though the card still said 1', async () => {
    let members = [member('alice', 'Alice Angler')];
    server = await serve({
      'GET /api/groups/g1/members': () => ({ status: 200, json: members }),
      'GET /api/groups/g1/messages': { status: 200, json: { items: [message('alice', 'Welcome!')], nextCursor: null } },
    });
    members = [...members, member('ben', 'Ben Bass')];
    renderApp(<GroupChatDialog group={group} open onOpenChange={() => undefined} />);
    await waitFor(() => expect(screen.getByText(/Group chat ·/).textContent).to.equal('Group chat · 2 members'));
  });

  it('reads the members again when someone not yet counted writes', async () => {
    let reads = 0;
    server = await serve({
      'GET /api/groups/g1/members': () => {
        reads += 1;
        return { status: 200, json: reads === 1 ? [member('alice', 'Alice Angler')] : [member('alice', 'A'), member('cy', 'Cy')] };
      },
      'GET /api/groups/g1/messages': { status: 200, json: { items: [message('cy', 'Hi all')], nextCursor: null } },
    });
    renderApp(<GroupChatDialog group={group} open onOpenChange={() => undefined} />);
    await waitFor(() => expect(screen.getByText(/Group chat ·/).textContent).to.equal('Group chat · 2 members'));
  });
});
