import { expect } from 'chai';
import type { Participant, Tournament } from '@tightlines/contracts';
import { HttpClient, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { EVENT, joins, organizes } from './builders.ts';

describe('tournaments: joining and leaving, exactly as §4 says', () => {
  let app: TestApp;
  const clock = new ManualClock(EVENT.before);
  let olive: Angler;
  let ann: Angler;
  let ben: Angler;

  before(async () => {
    app = await startTestApp({ clock });
    [olive, ann, ben] = await Promise.all([anAngler(app, 'Olive Organizer'), anAngler(app, 'Ann Angler'), anAngler(app, 'Ben Bass')]);
  });
  beforeEach(() => clock.set(EVENT.before));
  after(() => app?.close());

  const join = (who: Angler, t: Tournament, body: object = {}) =>
    who.send<{ message: string; code: string }>('POST', `/api/tournaments/${t.id}/join`, body);
  const leave = (who: Angler, t: Tournament) => who.send<{ message: string; code: string }>('DELETE', `/api/tournaments/${t.id}/leave`);
  const participants = async (t: Tournament) => (await olive.get<Participant[]>(`/api/tournaments/${t.id}/participants`)).json;
  const count = async (t: Tournament) => (await olive.get<Tournament>(`/api/tournaments/${t.id}`)).json.participantCount;
  /** The refusal, and proof that nothing was written. */
  async function refused(res: Promise<{ status: number; json: { message: string } }>, t: Tournament, status: number, message: string) {
    const before = [await count(t), (await participants(t)).length];
    const answer = await res;
    expect([answer.status, answer.json.message]).to.deep.equal([status, message]);
    expect([await count(t), (await participants(t)).length]).to.deep.equal(before);
  }

  it('lets a signed-in angler join an upcoming tournament with a team name, and counts them', async () => {
    const t = await organizes(olive);
    const res = await join(ann, t, { teamName: 'Reel Deal' });
    expect(res.status).to.equal(201);
    expect(res.json).to.include({ userId: ann.id, participantName: 'Ann Angler', teamName: 'Reel Deal' });
    expect(await count(t)).to.equal(1);
    expect((await participants(t)).map((p) => p.participantName)).to.deep.equal(['Ann Angler']);
    expect((await ann.get<Tournament>(`/api/tournaments/${t.id}`)).json.viewer.isParticipant).to.equal(true);
  });

  it('refuses the signed-out (401) and writes nothing', async () => {
    const t = await organizes(olive);
    await refused(new HttpClient(app.url).send('POST', `/api/tournaments/${t.id}/join`, {}) as never, t, 401, 'Unauthorized');
  });

  it('refuses an angler who is already in', async () => {
    const t = await organizes(olive);
    await joins(ann, t);
    await refused(join(ann, t), t, 409, "You're already taking part in this tournament");
  });

  it('refuses once the registration deadline has passed', async () => {
    const t = await organizes(olive);
    clock.set(EVENT.deadline);
    await refused(join(ann, t), t, 422, 'Registration is closed: the registration deadline has passed');
  });

  it('refuses once the tournament has started, is over, or was cancelled', async () => {
    const t = await organizes(olive, { registrationDeadline: EVENT.start.toISOString() });
    clock.set(EVENT.during);
    await refused(join(ann, t), t, 422, 'Registration is closed: the tournament has already started');
    clock.set(EVENT.after);
    await refused(join(ann, t), t, 422, 'Registration is closed: the tournament is over');
    clock.set(EVENT.before);
    const cancelled = await organizes(olive);
    await olive.send('POST', `/api/tournaments/${cancelled.id}/cancel`);
    await refused(join(ann, cancelled), cancelled, 422, 'Registration is closed: the tournament was cancelled');
  });

  it('refuses when there is no room left', async () => {
    const t = await organizes(olive, { maxParticipants: 1 });
    await joins(ann, t);
    await refused(join(ben, t), t, 409, 'This tournament is full');
  });

  it('answers 404 for a tournament that does not exist', async () => {
    const res = await join(ann, { id: '0b6f1c9e-8d7a-4c1e-9f00-1234567890ab' } as Tournament);
    expect([res.status, res.json.message]).to.deep.equal([404, 'Tournament not found']);
  });

  it('never exceeds maxParticipants when 100 anglers join at once', async function () {
    this.timeout(120_000);
    const t = await organizes(olive, { maxParticipants: 37 });
    const crowd: Angler[] = [];
    for (let i = 0; i < 100; i += 25)
      crowd.push(...(await Promise.all(Array.from({ length: 25 }, (_, j) => anAngler(app, `Crowd Angler ${i + j}`)))));
    // A process short of database connections answers 503 with Retry-After and changes nothing, as a
    // client then asks again: the test holds the count, so each join is asked until it is answered.
    const answered = async (angler: Angler) => {
      for (let attempt = 0; ; attempt++) {
        const res = await join(angler, t);
        if (res.status !== 503 || attempt === 100) return res;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
      }
    };
    const answers = await Promise.all(crowd.map(answered));
    expect(
      answers
        .filter((r) => r.status !== 201 && r.status !== 409)
        .map((r) => `${r.status} ${JSON.stringify(r.json)}`)
        .slice(0, 3),
    ).to.deep.equal([]);
    expect(answers.filter((r) => r.status === 201)).to.have.length(37);
    expect(answers.filter((r) => r.status === 409).every((r) => r.json.message === 'This tournament is full')).to.equal(true);
    expect(answers.filter((r) => r.status !== 201 && r.status !== 409)).to.deep.equal([]);
    expect(await count(t)).to.equal(37);
    expect(await participants(t)).to.have.length(37);
  });

  it('shows an upcoming participant no way to leave, and lets an active one leave', async () => {
    const t = await organizes(olive);
    await joins(ann, t);
    await refused(leave(ann, t), t, 422, 'You can leave a tournament only while it is running');
    clock.set(EVENT.during);
    await refused(leave(ben, t), t, 422, 'Only participants can leave a tournament');
    expect((await leave(ann, t)).status).to.equal(204);
    expect(await count(t)).to.equal(0);
    expect(await participants(t)).to.deep.equal([]);
    expect((await ann.get<Tournament>(`/api/tournaments/${t.id}`)).json.viewer.isParticipant).to.equal(false);
    clock.set(EVENT.after);
    await refused(leave(ann, t), t, 422, 'Only participants can leave a tournament');
  });

  it('keeps participants’ names in step with their profiles', async () => {
    const t = await organizes(olive);
    await joins(ben, t);
    const edit = await ben.send('PATCH', `/api/profile/${ben.id}`, { displayName: 'Big Ben Bass' });
    expect(edit.status, edit.text).to.equal(200);
    expect((await participants(t)).map((p) => p.participantName)).to.deep.equal(['Big Ben Bass']);
  });
});
