import { expect } from 'chai';
import type { Group, GroupMember, Notification, NotificationPage } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { LiveClient } from '../notifications/live-client.ts';

/** Regular limits (anglers joined two days before the app's clock). */
const clock = new ManualClock(new Date(Date.now() + 2 * 86_400_000));

async function aGroup(owner: Angler, body: Record<string, unknown>): Promise<Group> {
  const res = await owner.send<Group>('POST', '/api/groups', body);
  expect(res.status, res.text).to.equal(201);
  clock.advance(1000);
  return res.json;
}
const notificationsOf = async (angler: Angler) => (await angler.get<NotificationPage>('/api/notifications?limit=50')).json.items;

describe('groups: discover, create, join, roles and the members-only chat', () => {
  let app: TestApp;
  let olga: Angler;
  let pete: Angler;
  let quinn: Angler;
  /** A second owner: each angler may create 5 groups a day. */
  let wendy: Angler;

  before(async () => {
    app = await startTestApp({ clock });
    [olga, pete, quinn] = await Promise.all([anAngler(app, 'Olga Owner'), anAngler(app, 'Pete Peer'), anAngler(app, 'Quinn Query')]);
    wendy = await anAngler(app, 'Wendy Warden');
  });
  after(() => app?.close());

  it("refuses a blank name with 'Group name is required' and writes nothing; creates with the spec's defaults", async () => {
    const refused = await olga.send<{ issues: Array<{ message: string }> }>('POST', '/api/groups', { name: '   ' });
    expect(refused.status).to.equal(400);
    expect(refused.json.issues.map((i) => i.message)).to.deep.equal(['Group name is required']);
    expect((await olga.get<Group[]>('/api/groups/user')).json).to.deep.equal([]);
    const group = await aGroup(olga, { name: '  Lakeside Anglers  ' });
    expect(group).to.deep.include({
      name: 'Lakeside Anglers',
      type: 'club',
      privacy: 'public',
      location: null,
      description: '',
      memberCount: 1,
      creatorName: 'Olga Owner',
      role: 'owner',
      membership: 'member',
    });
  });

  it('discovers by name and type, and My Groups shows the role badge', async () => {
    const community = await aGroup(olga, { name: 'Fly Tyers Community', type: 'community' });
    const ids = async (query: string) => (await pete.get<Group[]>(`/api/groups${query}`)).json.map((g) => g.id);
    expect(await ids('?search=fly tyers')).to.deep.equal([community.id]);
    expect(await ids('?type=community')).to.include(community.id);
    expect(await ids('?type=tournament')).not.to.include(community.id);
    expect(await ids('?type=all&search=FLY')).to.deep.equal([community.id]);
    expect((await olga.get<Group[]>('/api/groups/user')).json.find((g) => g.id === community.id)!.role).to.equal('owner');
  });

  it('joins a public group at once and leaves it, with exact counts when 50 join at once', async () => {
    const group = await aGroup(olga, { name: 'Big Public Club' });
    const crowd = await Promise.all(Array.from({ length: 50 }, (_, i) => anAngler(app, `Group Crowd ${i}`)));
    const joins = await Promise.all(
      crowd.flatMap((a) => [
        a.send<{ status: string }>('POST', `/api/groups/${group.id}/join`),
        a.send('POST', `/api/groups/${group.id}/join`),
      ]),
    );
    expect(joins.every((r) => r.status === 200)).to.equal(true);
    const count = async () => (await olga.get<Group[]>('/api/groups/user')).json.find((g) => g.id === group.id)!.memberCount;
    expect(await count()).to.equal(51);
    await Promise.all(crowd.slice(0, 20).map((a) => a.send('DELETE', `/api/groups/${group.id}/leave`)));
    expect(await count()).to.equal(31);
    expect((await crowd[0]!.get<Group[]>('/api/groups/user')).json.map((g) => g.id)).not.to.include(group.id);
    expect((await crowd[30]!.get<Group[]>('/api/groups/user')).json.find((g) => g.id === group.id)!.role).to.equal('member');
  });

  it('private: a join is a request the owner is told of; a member cannot approve; the owner approves and the angler is told', async () => {
    const group = await aGroup(olga, { name: 'Secret Carp Society', privacy: 'private' });
    const asked = await pete.send<{ status: string; group: Group }>('POST', `/api/groups/${group.id}/join`);
    expect(asked.json.status).to.equal('requested');
    expect(asked.json.group).to.include({ membership: 'requested', memberCount: 1, role: null });
    const told = (await notificationsOf(olga)).filter((n: Notification) => n.kind === 'group_join_request');
    expect(told.map((n) => n.text)).to.include('Pete Peer asked to join your group');
    // Pete cannot read the chat or the members before approval.
    expect((await pete.get(`/api/groups/${group.id}/messages`)).status).to.equal(403);
    expect((await pete.get(`/api/groups/${group.id}/requests`)).status).to.equal(403);
    expect((await quinn.send('POST', `/api/groups/${group.id}/requests/${pete.id}/approve`)).status).to.equal(403);
    const requests = (await olga.get<Array<{ userId: string }>>(`/api/groups/${group.id}/requests`)).json;
    expect(requests.map((r) => r.userId)).to.deep.equal([pete.id]);
    const members = await olga.send<GroupMember[]>('POST', `/api/groups/${group.id}/requests/${pete.id}/approve`);
    expect(members.status).to.equal(200);
    expect(members.json.map((m) => [m.displayName, m.role])).to.deep.equal([
      ['Olga Owner', 'owner'],
      ['Pete Peer', 'member'],
    ]);
    expect((await notificationsOf(pete)).some((n) => n.kind === 'group_request_approved')).to.equal(true);
    expect((await olga.send('POST', `/api/groups/${group.id}/requests/${pete.id}/approve`)).status).to.equal(404);
  });

  it('invite_only: hidden from discover, refused without an invitation, joined with one; only owners and admins invite', async () => {
    const group = await aGroup(olga, { name: 'Invite Only Pike Crew', privacy: 'invite_only' });
    expect((await quinn.get<Group[]>('/api/groups?search=pike crew')).json).to.deep.equal([]);
    // Its page, member count, members and chat are as unknown to Quinn as a group never created.
    for (const path of ['', '/members', '/messages'])
      expect((await quinn.get(`/api/groups/${group.id}${path}`)).status, path).to.equal(404);
    const refused = await quinn.send<{ message: string }>('POST', `/api/groups/${group.id}/join`);
    expect(refused.status).to.equal(403);
    expect(refused.json.message).to.equal('This group is invite only: an owner or admin must invite you');
    expect((await pete.send('POST', `/api/groups/${group.id}/invitations/${quinn.id}`)).status).to.equal(403);
    expect((await olga.send('POST', `/api/groups/${group.id}/invitations/${quinn.id}`)).status).to.equal(204);
    expect((await notificationsOf(quinn)).some((n) => n.kind === 'group_invitation')).to.equal(true);
    expect((await quinn.get<Group[]>('/api/groups?search=pike crew')).json[0]!.membership).to.equal('invited');
    expect((await quinn.send<{ status: string }>('POST', `/api/groups/${group.id}/join`)).json.status).to.equal('joined');
    expect((await olga.send('POST', `/api/groups/${group.id}/invitations/${quinn.id}`)).status).to.equal(409);
  });

  it('the owner cannot leave without handing over ownership; only the owner changes roles; an admin then manages', async () => {
    const group = await aGroup(wendy, { name: 'Handover Club', privacy: 'private' });
    await pete.send('POST', `/api/groups/${group.id}/join`);
    await wendy.send('POST', `/api/groups/${group.id}/requests/${pete.id}/approve`);
    const leaving = await wendy.send<{ message: string }>('DELETE', `/api/groups/${group.id}/leave`);
    expect(leaving.status).to.equal(422);
    expect(leaving.json.message).to.equal('Hand over ownership before leaving: make another member the owner');
    expect((await pete.send('POST', `/api/groups/${group.id}/members/${pete.id}/role`, { role: 'admin' })).status).to.equal(403);
    expect((await wendy.send('POST', `/api/groups/${group.id}/members/${quinn.id}/role`, { role: 'admin' })).status).to.equal(404);
    const promoted = await wendy.send<GroupMember[]>('POST', `/api/groups/${group.id}/members/${pete.id}/role`, { role: 'admin' });
    expect(promoted.json.find((m) => m.userId === pete.id)!.role).to.equal('admin');
    // An admin approves requests.
    await quinn.send('POST', `/api/groups/${group.id}/join`);
    expect((await pete.send('POST', `/api/groups/${group.id}/requests/${quinn.id}/approve`)).status).to.equal(200);
    // The hand-over: Pete owns it, Olga stays as an admin and may now leave.
    const handed = await wendy.send<GroupMember[]>('POST', `/api/groups/${group.id}/members/${pete.id}/role`, { role: 'owner' });
    expect(handed.json.map((m) => [m.displayName, m.role])).to.deep.equal([
      ['Pete Peer', 'owner'],
      ['Wendy Warden', 'admin'],
      ['Quinn Query', 'member'],
    ]);
    expect((await wendy.send('DELETE', `/api/groups/${group.id}/leave`)).status).to.equal(200);
    expect((await pete.get<Group[]>('/api/groups/user')).json.find((g) => g.id === group.id)).to.include({ role: 'owner', memberCount: 2 });
  });

  it('removes members: the owner any admin or member, an admin only members, nobody the owner; counts stay exact', async () => {
    const group = await aGroup(quinn, { name: 'Tidy Club' });
    for (const angler of [pete, olga, wendy]) await angler.send('POST', `/api/groups/${group.id}/join`);
    await quinn.send('POST', `/api/groups/${group.id}/members/${pete.id}/role`, { role: 'admin' });
    await quinn.send('POST', `/api/groups/${group.id}/members/${wendy.id}/role`, { role: 'admin' });
    const refused = async (by: Angler, who: Angler, status: number, message: string) => {
      const res = await by.send<{ message: string }>('DELETE', `/api/groups/${group.id}/members/${who.id}`);
      expect(res.status, res.text).to.equal(status);
      expect(res.json.message).to.equal(message);
    };
    await refused(olga, wendy, 403, "Only the group's owner or an admin can do that");
    await refused(pete, wendy, 403, 'Only the owner can remove an admin, and nobody can remove the owner');
    await refused(pete, quinn, 403, 'Only the owner can remove an admin, and nobody can remove the owner');
    await refused(quinn, quinn, 422, 'To go, leave the group instead');
    expect((await quinn.send('DELETE', `/api/groups/${group.id}/members/not-an-angler`)).status).to.equal(404);
    expect((await quinn.get<Group[]>('/api/groups/user')).json.find((g) => g.id === group.id)!.memberCount, 'nothing changed').to.equal(4);
    const afterAdmin = await pete.send<GroupMember[]>('DELETE', `/api/groups/${group.id}/members/${olga.id}`);
    expect(afterAdmin.status).to.equal(200);
    expect(afterAdmin.json.map((m) => m.displayName)).to.not.include('Olga Owner');
    const afterOwner = await quinn.send<GroupMember[]>('DELETE', `/api/groups/${group.id}/members/${wendy.id}`);
    expect(afterOwner.json.map((m) => [m.displayName, m.role])).to.deep.equal([
      ['Quinn Query', 'owner'],
      ['Pete Peer', 'admin'],
    ]);
    expect((await quinn.get<Group[]>('/api/groups/user')).json.find((g) => g.id === group.id)!.memberCount).to.equal(2);
    expect((await olga.get(`/api/groups/${group.id}/messages`)).status, 'a removed member reads the chat no more').to.equal(403);
    expect((await olga.send('POST', `/api/groups/${group.id}/join`)).status, 'a public group may be joined again').to.equal(200);
  });

  it('a role given or taken, a hand-over and a removal reach the member’s open streams live (their own role only), and the managers’', async () => {
    const [rhea, sam, tess] = await Promise.all([anAngler(app, 'Rhea Ruler'), anAngler(app, 'Sam Second'), anAngler(app, 'Tess Third')]);
    const group = await aGroup(rhea, { name: 'Live Roles Club' });
    for (const angler of [sam, tess]) await angler.send('POST', `/api/groups/${group.id}/join`);
    const [samsTab, samsOtherTab, rheasTab, tessTab] = [
      new LiveClient(sam),
      new LiveClient(sam),
      new LiveClient(rhea),
      new LiveClient(tess),
    ];
    for (const tab of [samsTab, samsOtherTab, rheasTab, tessTab]) await tab.open();
    const roles = (tab: LiveClient) => tab.events.filter((e) => e.event === 'group_membership').map((e) => e.data);
    /** What the tab has heard of memberships once `count` events have come. */
    const heard = async (tab: LiveClient, count: number) => {
      await tab.waitFor(count);
      return roles(tab);
    };
    try {
      await rhea.send('POST', `/api/groups/${group.id}/members/${sam.id}/role`, { role: 'admin' });
      expect(await heard(samsTab, 1)).to.deep.equal([{ groupId: group.id, role: 'admin' }]);
      expect(await heard(samsOtherTab, 1), 'every tab').to.deep.equal([{ groupId: group.id, role: 'admin' }]);
      // The owner's own tabs hear it too (their member list), with the owner's role.
      expect(await heard(rheasTab, 1)).to.deep.equal([{ groupId: group.id, role: 'owner' }]);

      await rhea.send('POST', `/api/groups/${group.id}/members/${sam.id}/role`, { role: 'member' });
      expect((await heard(samsTab, 2)).at(-1)).to.deep.equal({ groupId: group.id, role: 'member' });
      await rhea.send('POST', `/api/groups/${group.id}/members/${sam.id}/role`, { role: 'owner' });
      expect((await heard(samsTab, 3)).at(-1), 'the new owner').to.deep.equal({ groupId: group.id, role: 'owner' });
      expect((await heard(rheasTab, 3)).at(-1), 'the old owner, now an admin').to.deep.equal({ groupId: group.id, role: 'admin' });

      await sam.send('DELETE', `/api/groups/${group.id}/members/${tess.id}`);
      expect(await heard(tessTab, 1), 'removed: no role').to.deep.equal([{ groupId: group.id, role: null }]);
      // The managers hear it too (their member list): waited for, so nothing of it is still on its way below.
      expect((await heard(samsTab, 4)).at(-1), 'the owner who removed her').to.deep.equal({ groupId: group.id, role: 'owner' });
      expect((await heard(rheasTab, 4)).at(-1), 'the admin').to.deep.equal({ groupId: group.id, role: 'admin' });
      expect((await tess.get<Group[]>('/api/groups/user')).json.map((g) => g.id)).not.to.include(group.id);

      // A refused change tells nobody anything.
      const before = samsTab.events.length;
      expect(
        (await rhea.send('POST', `/api/groups/${group.id}/members/${sam.id}/role`, { role: 'member' })).status,
        'an admin changes no roles',
      ).to.equal(403);
      await new Promise((r) => setTimeout(r, 200));
      expect(samsTab.events).to.have.length(before);
      expect(roles(tessTab), 'a former member hears nothing more of the group').to.have.length(1);
    } finally {
      for (const tab of [samsTab, samsOtherTab, rheasTab, tessTab]) await tab.close();
    }
  });

  it("only members read or write a private group's chat; members get each message live", async () => {
    const group = await aGroup(wendy, { name: 'Chatty Private Club', privacy: 'private' });
    await pete.send('POST', `/api/groups/${group.id}/join`);
    await wendy.send('POST', `/api/groups/${group.id}/requests/${pete.id}/approve`);
    const [petesStream, quinnsStream] = [new LiveClient(pete), new LiveClient(quinn)];
    await petesStream.open();
    await quinnsStream.open();
    const blank = await wendy.send<{ issues: Array<{ message: string }> }>('POST', `/api/groups/${group.id}/messages`, { content: '  ' });
    expect(blank.status).to.equal(400);
    const sent = await wendy.send<{ id: string; senderName: string }>('POST', `/api/groups/${group.id}/messages`, {
      content: 'Meet at the jetty at six',
    });
    expect(sent.status).to.equal(201);
    expect(sent.json.senderName).to.equal('Wendy Warden');
    expect((await quinn.send('POST', `/api/groups/${group.id}/messages`, { content: 'Let me in' })).status).to.equal(403);
    expect((await quinn.get(`/api/groups/${group.id}/messages`)).status).to.equal(403);
    expect((await quinn.get(`/api/groups/${group.id}/members`)).status).to.equal(403);
    const got = await petesStream.waitFor(1);
    expect(got[0]).to.deep.include({ event: 'group_message' });
    expect(got[0]!.data).to.include({ id: sent.json.id, content: 'Meet at the jetty at six', groupId: group.id });
    const page = (await pete.get<{ items: Array<{ content: string; senderName: string }> }>(`/api/groups/${group.id}/messages`)).json;
    expect(page.items.map((m) => [m.senderName, m.content])).to.deep.equal([['Wendy Warden', 'Meet at the jetty at six']]);
    await new Promise((r) => setTimeout(r, 200));
    expect(quinnsStream.events).to.deep.equal([]);
    await petesStream.close();
    await quinnsStream.close();
  });
});
