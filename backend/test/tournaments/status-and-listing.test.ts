import { expect } from 'chai';
import type { Tournament } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { aTournament, DAY, EVENT, HOUR, isoAfter, joins, organizes } from './builders.ts';

describe('tournaments: creating, listing and a status that follows the clock', () => {
  let app: TestApp;
  const clock = new ManualClock(EVENT.before);
  let olive: Angler;
  let sam: Angler;

  before(async () => {
    app = await startTestApp({ clock });
    [olive, sam] = await Promise.all([anAngler(app, 'Olive Organizer'), anAngler(app, 'Sam Spectator')]);
  });
  beforeEach(() => clock.set(EVENT.before));
  after(() => app?.close());

  const statusOf = async (id: string, viewer: Angler = sam) => (await viewer.get<Tournament>(`/api/tournaments/${id}`)).json.status;
  const listed = async (query: string, viewer: Angler = sam) =>
    (await viewer.get<Tournament[]>(`/api/tournaments${query}`)).json.map((t) => t.id);

  it('makes its creator the organizer and answers every field', async () => {
    const t = await organizes(olive, { maxParticipants: 20, entryFee: 25.5, prizePool: 500, rules: 'Catch and release', bestN: 3 });
    expect(t).to.include({
      title: 'Lake Tahoe Open',
      status: 'upcoming',
      organizerId: olive.id,
      organizerName: 'Olive Organizer',
      participantCount: 0,
    });
    expect(t).to.include({ maxParticipants: 20, entryFee: 25.5, prizePool: 500, scoringType: 'weight', bestN: 3, isPublic: true });
    expect(t.viewer).to.deep.equal({ isOrganizer: true, isParticipant: false, isInvited: false });
    expect(t.identifierCode).to.match(/^[A-Z0-9]{3}-[A-Z0-9]{3}$/);
    const seen = (await sam.get<Tournament>(`/api/tournaments/${t.id}`)).json;
    expect(seen.viewer.isOrganizer).to.equal(false);
    expect(seen.identifierCode).to.equal(null);
  });

  it('refuses the create form with the spec’s messages, and an end before the start or a late deadline clearly', async () => {
    const res = await olive.send<{ issues: { path: string[]; message: string }[] }>('POST', '/api/tournaments', {
      title: ' ',
      locationName: '',
    });
    expect(res.status).to.equal(400);
    const messages = Object.fromEntries(res.json.issues.map((i) => [i.path.at(-1), i.message]));
    expect(messages).to.include({
      title: 'Title is required',
      startDate: 'Start date is required',
      endDate: 'End date is required',
      registrationDeadline: 'Registration deadline is required',
      locationName: 'Location is required',
    });
    const bad = await olive.send<{ issues: { path: string[]; message: string }[] }>(
      'POST',
      '/api/tournaments',
      aTournament({
        endDate: EVENT.start.toISOString(),
        registrationDeadline: EVENT.end.toISOString(),
        maxParticipants: 0,
        entryFee: -1,
        prizePool: -2,
      }),
    );
    expect(bad.status).to.equal(400);
    expect(bad.json.issues.map((i) => i.message)).to.include.members([
      'End date must be after the start date',
      'Registration deadline must be on or before the start date',
      'Must allow at least 1 participant',
      'Entry fee cannot be negative',
      'Prize pool cannot be negative',
    ]);
    expect(await listed('?search=never-created')).to.deep.equal([]);
  });

  it('moves upcoming → active → completed with the clock alone, on the detail and in the status filter', async () => {
    const t = await organizes(olive, { title: 'Clockwork Classic' });
    const only = async (status: string) => (await listed(`?status=${status}&search=Clockwork`)).includes(t.id);
    const seen = async () => [await statusOf(t.id), await only('upcoming'), await only('active'), await only('completed')];
    expect(await seen()).to.deep.equal(['upcoming', true, false, false]);
    clock.set(new Date(EVENT.start.getTime() - 1));
    expect(await seen()).to.deep.equal(['upcoming', true, false, false]);
    clock.set(EVENT.start);
    expect(await seen()).to.deep.equal(['active', false, true, false]);
    clock.set(new Date(EVENT.end.getTime() - 1));
    expect(await seen()).to.deep.equal(['active', false, true, false]);
    clock.set(EVENT.end);
    expect(await seen()).to.deep.equal(['completed', false, false, true]);
  });

  it('lets only the organizer cancel, shows cancelled whatever the clock, and refuses to cancel what is over', async () => {
    const t = await organizes(olive, { title: 'Cancelled Cup' });
    const refused = await sam.send<{ message: string }>('POST', `/api/tournaments/${t.id}/cancel`);
    expect([refused.status, refused.json.message]).to.deep.equal([403, 'Only the organizer can cancel the tournament']);
    expect((await olive.send<Tournament>('POST', `/api/tournaments/${t.id}/cancel`)).json.status).to.equal('cancelled');
    for (const at of [EVENT.during, EVENT.after]) {
      clock.set(at);
      expect(await statusOf(t.id)).to.equal('cancelled');
      expect(await listed('?status=cancelled&search=Cancelled')).to.include(t.id);
      expect(await listed('?status=active&search=Cancelled')).not.to.include(t.id);
    }
    const over = await organizes(olive, { title: 'Over Open' });
    clock.set(EVENT.after);
    const late = await olive.send<{ message: string }>('POST', `/api/tournaments/${over.id}/cancel`);
    expect([late.status, late.json.message]).to.deep.equal([422, 'A tournament that is over cannot be cancelled']);
  });

  it('searches titles and descriptions, filters by location, and lists running and upcoming before finished', async () => {
    const river = await organizes(olive, { title: 'Snake River Smallmouth', locationName: 'Idaho Falls, ID' });
    const soon = await organizes(olive, {
      title: 'Snake Bite Night',
      locationName: 'Boise, ID',
      startDate: isoAfter(EVENT.start, 10 * DAY + 12 * HOUR),
      endDate: isoAfter(EVENT.start, 11 * DAY),
      registrationDeadline: isoAfter(EVENT.start, 10 * DAY + 6 * HOUR),
    });
    expect(await listed('?search=snake')).to.have.members([river.id, soon.id]);
    expect(await listed('?search=snake&location=idaho falls')).to.deep.equal([river.id]);
    expect(await listed('?search=100%25')).to.deep.equal([]);
    clock.set(EVENT.after); // river is over, soon is still upcoming
    expect(await listed('?search=snake')).to.deep.equal([soon.id, river.id]);
  });

  it('keeps a private tournament out of the list and its link but for its organizer, participants and invited anglers', async () => {
    const t = await organizes(olive, { title: 'Members Only Derby', isPublic: false });
    expect(await listed('?search=Members Only', olive)).to.deep.equal([t.id]);
    expect(await listed('?search=Members Only', sam)).to.deep.equal([]);
    expect((await sam.get(`/api/tournaments/${t.id}`)).status, 'holding the id is not enough').to.equal(404);
    expect((await olive.send('POST', `/api/tournaments/${t.id}/invitations`, { anglerId: sam.id })).status).to.equal(201);
    expect(await listed('?search=Members Only', sam)).to.deep.equal([t.id]);
    await joins(sam, t);
    expect(await listed('?search=Members Only', sam)).to.deep.equal([t.id]);
  });

  it('answers Tournament not found for an unknown or malformed id', async () => {
    for (const id of ['0b6f1c9e-8d7a-4c1e-9f00-1234567890ab', 'nope']) {
      const res = await sam.get<{ message: string }>(`/api/tournaments/${id}`);
      expect([res.status, res.json.message]).to.deep.equal([404, 'Tournament not found']);
      expect((await sam.get(`/api/tournaments/${id}/leaderboard`)).status).to.equal(404);
    }
  });

  it('asks the signed-out to sign in', async () => {
    const { HttpClient } = await import('../support/index.ts');
    expect((await new HttpClient(app.url).get('/api/tournaments')).status).to.equal(401);
  });
});
