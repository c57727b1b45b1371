import { expect } from 'chai';
import type { NotificationPage, Tournament, TournamentInvitations } from '@tightlines/contracts';
import { createTestDatabase, HttpClient, sameSessionOn, startTestApp, type TestApp, type TestDatabase } from '../support/index.ts';
import { anAngler, mates, type Angler } from '../support/builders/anglers.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { reports } from '../moderation/support.ts';
import { EVENT, enters, joins, organizes } from './builders.ts';

/** Every read of one tournament, as paths under it (and the writes a stranger could probe it with). */
const READS = ['', '/participants', '/entries?limit=10', '/leaderboard?limit=10', '/prizes', '/review', '/invitations'];

describe('tournaments: a private tournament is read only by its organizer, participants and invited anglers', () => {
  let app: TestApp;
  const clock = new ManualClock(EVENT.before);
  let olive: Angler;
  let ivy: Angler;
  let pat: Angler;
  let sam: Angler;

  before(async () => {
    app = await startTestApp({ clock });
    [olive, ivy, pat, sam] = await Promise.all([
      anAngler(app, 'Olive Organizer'),
      anAngler(app, 'Ivy Invited'),
      anAngler(app, 'Pat Participant'),
      anAngler(app, 'Sam Stranger'),
    ]);
  });
  beforeEach(() => clock.set(EVENT.before));
  after(() => app?.close());

  const invites = (organizer: Angler, t: { id: string }, angler: Angler) =>
    organizer.send('POST', `/api/tournaments/${t.id}/invitations`, { anglerId: angler.id });
  const uninvites = (organizer: Angler, t: { id: string }, angler: Angler) =>
    organizer.send('DELETE', `/api/tournaments/${t.id}/invitations/${angler.id}`);
  const listed = async (viewer: Angler, title: string) =>
    (await viewer.get<Tournament[]>(`/api/tournaments?search=${encodeURIComponent(title)}`)).json.map((t) => t.id);
  const unknownId = '0b6f1c9e-8d7a-4c1e-9f00-1234567890ab';

  /** What the viewer is told of each read and write: status and message, compared with an id never created. */
  async function answersOf(viewer: Angler, id: string) {
    const answers: Array<[string, number, string]> = [];
    for (const read of READS) {
      const res = await viewer.get<{ message?: string }>(`/api/tournaments/${id}${read}`);
      answers.push([read, res.status, res.json?.message ?? '']);
    }
    for (const [method, path, body] of [
      ['POST', '/join', {}],
      ['DELETE', '/leave', undefined],
      ['POST', '/cancel', undefined],
      ['POST', '/invitations', { anglerId: viewer.id }],
      ['DELETE', `/invitations/${viewer.id}`, undefined],
      ['POST', '/prizes', { position: 1, title: 'Rod' }],
    ] as const) {
      const res = await viewer.send<{ message?: string }>(method, `/api/tournaments/${id}${path}`, body);
      answers.push([`${method} ${path}`, res.status, res.json?.message ?? '']);
    }
    return answers;
  }

  it('answers a stranger holding its id exactly as it answers an id never created, on every read and write', async () => {
    const t = await organizes(olive, { title: 'Quiet Cove Derby', isPublic: false });
    await invites(olive, t, ivy);
    await joins(ivy, t);
    const stranger = await answersOf(sam, t.id);
    expect(
      stranger.every(([, status]) => status === 404),
      JSON.stringify(stranger),
    ).to.equal(true);
    expect(stranger).to.deep.equal(await answersOf(sam, unknownId));
    expect(await listed(sam, 'Quiet Cove')).to.deep.equal([]);
    expect((await reports(sam, 'tournament', t.id)).status, 'nor may a stranger report it').to.equal(404);
    expect((await reports(ivy, 'tournament', t.id)).status).to.equal(201);
  });

  it('lets an invited angler read it, see it in their list as invited, and join; others still get 404', async () => {
    const t = await organizes(olive, { title: 'Hidden Lake Classic', isPublic: false });
    expect((await ivy.get(`/api/tournaments/${t.id}`)).status).to.equal(404);
    expect((await ivy.send('POST', `/api/tournaments/${t.id}/join`, {})).status, 'nor may they join uninvited').to.equal(404);

    expect((await invites(olive, t, ivy)).status).to.equal(201);
    const told = (await ivy.get<NotificationPage>('/api/notifications')).json.items.find((n) => n.link === `/tournaments/${t.id}`);
    expect(told).to.deep.include({
      kind: 'tournament_invitation',
      text: 'Olive Organizer invited you to a private tournament',
      actorId: olive.id,
    });
    const seen = await ivy.get<Tournament>(`/api/tournaments/${t.id}`);
    expect([seen.status, seen.json.viewer]).to.deep.equal([200, { isOrganizer: false, isParticipant: false, isInvited: true }]);
    const [inList] = (await ivy.get<Tournament[]>('/api/tournaments?search=Hidden Lake')).json;
    expect(inList?.viewer.isInvited).to.equal(true);
    expect((await ivy.get(`/api/tournaments/${t.id}/leaderboard?limit=5`)).status).to.equal(200);
    await joins(ivy, t);
    expect((await sam.get(`/api/tournaments/${t.id}`)).status).to.equal(404);
    expect((await pat.get(`/api/tournaments/${t.id}/participants`)).status).to.equal(404);
  });

  it('takes an invitation back at once: the angler reads it nowhere once the answer comes (a participant stays in)', async () => {
    const t = await organizes(olive, { title: 'Pike Point Open', isPublic: false });
    await invites(olive, t, ivy);
    await invites(olive, t, pat);
    await joins(pat, t);
    expect(await listed(ivy, 'Pike Point')).to.deep.equal([t.id]);

    expect((await uninvites(olive, t, ivy)).status).to.equal(204);
    expect((await ivy.get(`/api/tournaments/${t.id}`)).status).to.equal(404);
    expect(await listed(ivy, 'Pike Point'), 'the remembered list forgets it too').to.deep.equal([]);
    expect((await ivy.send('POST', `/api/tournaments/${t.id}/join`, {})).status).to.equal(404);

    expect((await uninvites(olive, t, pat)).status).to.equal(204);
    clock.set(EVENT.during);
    expect((await pat.get(`/api/tournaments/${t.id}`)).status, 'joined before: still in').to.equal(200);
    await enters(pat, t);
    expect((await pat.get(`/api/tournaments/${t.id}/entries?limit=5`)).json).to.have.length(1);
  });

  it('lets only the organizer invite and see the invitations, with their mates to pick from', async () => {
    const t = await organizes(olive, { title: 'Carp Night', isPublic: false });
    await mates(olive, pat);
    await mates(olive, ivy);
    await invites(olive, t, ivy);
    const { json } = await olive.get<TournamentInvitations>(`/api/tournaments/${t.id}/invitations`);
    expect(json.invited.map((a) => [a.anglerId, a.name])).to.deep.equal([[ivy.id, 'Ivy Invited']]);
    expect(
      json.mates.map((a) => a.anglerId),
      'mates not yet invited',
    ).to.deep.equal([pat.id]);

    // Ivy may read it, so she learns she is not the organizer; Sam may not, so he learns nothing.
    expect((await invites(ivy, t, pat)).status).to.equal(403);
    expect((await ivy.get(`/api/tournaments/${t.id}/invitations`)).status).to.equal(403);
    expect((await invites(sam, t, sam)).status).to.equal(404);

    const twice = await invites(olive, t, ivy);
    expect(twice.status, 'inviting twice changes nothing').to.equal(201);
    expect((await olive.get<TournamentInvitations>(`/api/tournaments/${t.id}/invitations`)).json.invited).to.have.length(1);
  });

  it('refuses invitations that make no sense, with a clear message', async () => {
    const open = await organizes(olive, { title: 'Open Water Cup' });
    const closed = await organizes(olive, { title: 'Closed Water Cup', isPublic: false });
    const cases = [
      [await invites(olive, open, ivy), 422, 'Anyone can join a public tournament: invitations are for private ones'],
      [await invites(olive, closed, olive), 422, 'You organize this tournament: invite other anglers'],
      [await olive.send('POST', `/api/tournaments/${closed.id}/invitations`, { anglerId: unknownId }), 404, 'Angler not found'],
    ] as const;
    for (const [res, status, message] of cases)
      expect([res.status, (res.json as { message: string }).message]).to.deep.equal([status, message]);
    expect((await olive.send('POST', `/api/tournaments/${closed.id}/invitations`, {})).status).to.equal(400);
  });

  it('keeps the list exact for the invited as for everyone', async () => {
    const t = await organizes(olive, { title: 'Trout Dawn Meet', isPublic: false });
    expect(await listed(pat, 'Trout Dawn')).to.deep.equal([]);
    await invites(olive, t, pat);
    expect(await listed(pat, 'Trout Dawn')).to.deep.equal([t.id]);
    expect(await listed(sam, 'Trout Dawn')).to.deep.equal([]);
  });
});

describe('tournaments: an invitation taken back in one process is in force in another when it answers', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  const clock = new ManualClock(EVENT.before);

  before(async () => {
    database = await createTestDatabase();
    a = await startTestApp({ database, clock });
    b = await startTestApp({ database, clock });
  });
  after(async () => {
    await b?.close();
    await a?.close();
    await database?.drop();
  });

  it('drops it from the angler’s remembered list and its page on the other process at once', async () => {
    const [olive, ivy] = await Promise.all([anAngler(a, 'Olive Organizer'), anAngler(a, 'Ivy Invited')]);
    const t = await organizes(olive, { title: 'Two Rivers Invitational', isPublic: false });
    expect((await olive.send('POST', `/api/tournaments/${t.id}/invitations`, { anglerId: ivy.id })).status).to.equal(201);
    const ivyOnB = sameSessionOn(b, ivy);
    const listedOnB = async () => (await ivyOnB.get<Tournament[]>('/api/tournaments?search=Two Rivers')).json.map((x) => x.id);
    expect(await listedOnB()).to.deep.equal([t.id]); // remembered by the other process

    const oliveNow = new HttpClient(a.url, { awaitEvents: false });
    for (const [name, cookie] of olive.cookies) oliveNow.cookies.set(name, cookie);
    expect((await oliveNow.send('DELETE', `/api/tournaments/${t.id}/invitations/${ivy.id}`)).status).to.equal(204);

    expect(await listedOnB()).to.deep.equal([]);
    expect((await ivyOnB.get(`/api/tournaments/${t.id}`)).status).to.equal(404);
  });
});
