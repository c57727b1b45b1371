import { expect } from 'chai';
import type { LeaderboardRow, Prize, ScoringType, SubmitEntry, Tournament } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { enters, EVENT, joins, organizes, verifies } from './builders.ts';

describe('tournaments: scoring over HTTP, and prizes', () => {
  let app: TestApp;
  const clock = new ManualClock(EVENT.before);
  let olive: Angler;
  let ann: Angler;
  let ben: Angler;
  let cy: Angler;

  before(async () => {
    app = await startTestApp({ clock });
    [olive, ann, ben, cy] = await Promise.all(['Olive Organizer', 'Ann Angler', 'Ben Bass', 'Cy Carp'].map((n) => anAngler(app, n)));
  });
  beforeEach(() => clock.set(EVENT.before));
  after(() => app?.close());

  async function running(scoringType: ScoringType, bestN: number | null = null): Promise<Tournament> {
    const t = await organizes(olive, { scoringType, bestN });
    for (const a of [ann, ben, cy]) await joins(a, t);
    clock.set(EVENT.during);
    return t;
  }
  /** Enters and verifies, one minute after the last. */
  async function verified(who: Angler, t: Tournament, fish: Partial<SubmitEntry>) {
    clock.advance(60_000);
    return verifies(olive, t, await enters(who, t, fish));
  }
  const board = async (t: Tournament) =>
    (await cy.get<LeaderboardRow[]>(`/api/tournaments/${t.id}/leaderboard`)).json.map((r) => [r.rank, r.participantName, r.score]);

  it('weight: ranks by the heaviest single verified fish, pending ones not counted', async () => {
    const t = await running('weight');
    await verified(ann, t, { weight: 2.2 });
    await verified(ann, t, { weight: 3.05 });
    await verified(ben, t, { weight: 2.9 });
    await enters(cy, t, { weight: 9.99 }); // pending: does not score
    expect(await board(t)).to.deep.equal([
      [1, 'Ann Angler', 3.05],
      [2, 'Ben Bass', 2.9],
    ]);
  });

  it('length: ranks by the longest single fish', async () => {
    const t = await running('length');
    await verified(ann, t, { length: 50.5, weight: null });
    await verified(ben, t, { length: 61.2, weight: null });
    expect(await board(t)).to.deep.equal([
      [1, 'Ben Bass', 61.2],
      [2, 'Ann Angler', 50.5],
    ]);
  });

  it('count: ranks by the most verified fish', async () => {
    const t = await running('count');
    for (let i = 0; i < 3; i++) await verified(cy, t, { weight: 0.5 });
    await verified(ann, t, { weight: 5 });
    expect(await board(t)).to.deep.equal([
      [1, 'Cy Carp', 3],
      [2, 'Ann Angler', 1],
    ]);
  });

  it('points: sums every fish’s points (10 a fish, 1 a whole cm, 5 a whole kg)', async () => {
    const t = await running('points');
    await verified(ann, t, { weight: 2.3, length: 45.7 }); // 65
    await verified(ann, t, { weight: null, length: 30 }); // 40
    await verified(ben, t, { weight: 10, length: 80 }); // 140
    const rows = (await cy.get<LeaderboardRow[]>(`/api/tournaments/${t.id}/leaderboard`)).json;
    expect(rows.map((r) => [r.participantName, r.score, r.points, r.count])).to.deep.equal([
      ['Ben Bass', 140, 140, 1],
      ['Ann Angler', 105, 105, 2],
    ]);
  });

  it('best-N: the N heaviest make the bag, and a smaller fish never lowers it', async () => {
    const t = await running('weight', 2);
    await verified(ann, t, { weight: 2 });
    await verified(ann, t, { weight: 3 });
    expect(await board(t)).to.deep.equal([[1, 'Ann Angler', 5]]);
    await verified(ann, t, { weight: 0.5 });
    expect(await board(t)).to.deep.equal([[1, 'Ann Angler', 5]]);
    await verified(ann, t, { weight: 4 });
    expect(await board(t)).to.deep.equal([[1, 'Ann Angler', 7]]);
  });

  it('tie: the earlier submission wins, whatever order the organizer verifies in', async () => {
    const t = await running('weight');
    clock.advance(60_000);
    const early = await enters(ben, t, { weight: 3 });
    clock.advance(60_000);
    const late = await enters(ann, t, { weight: 3 });
    await verifies(olive, t, late);
    await verifies(olive, t, early);
    expect(await board(t)).to.deep.equal([
      [1, 'Ben Bass', 3],
      [2, 'Ann Angler', 3],
    ]);
  });

  it('lets only the organizer add prizes (403), checks the prize form, and refuses a second prize for a place', async () => {
    const t = await running('weight');
    const add = (who: Angler, body: object) =>
      who.send<Prize & { message: string; issues: { message: string }[] }>('POST', `/api/tournaments/${t.id}/prizes`, body);
    const refused = await add(ann, { position: 1, title: 'Rod' });
    expect([refused.status, refused.json.message]).to.deep.equal([403, 'Only the organizer can add prizes']);
    const bad = await add(olive, { position: 0, title: '', value: -1 });
    expect(bad.json.issues.map((i) => i.message)).to.deep.equal([
      'Position must be at least 1',
      'Prize title is required',
      'Prize value cannot be negative',
    ]);
    const first = await add(olive, { title: 'Carbon rod', value: 250, description: 'A fine rod' });
    expect(first.status).to.equal(201);
    expect(first.json).to.include({ position: 1, title: 'Carbon rod', value: 250, winnerName: null });
    expect((await add(olive, { position: 1, title: 'Another' })).json.message).to.equal('There is already a prize for position 1');
    expect((await cy.get<Prize[]>(`/api/tournaments/${t.id}/prizes`)).json).to.have.length(1);
  });

  it('fills the winners from the final leaderboard once the tournament completes', async () => {
    const t = await running('weight');
    for (const [position, title] of [
      [1, 'Boat'],
      [2, 'Reel'],
      [3, 'Cap'],
    ] as const)
      await olive.send('POST', `/api/tournaments/${t.id}/prizes`, { position, title });
    await verified(ann, t, { weight: 4 });
    await verified(ben, t, { weight: 5 });
    const winners = async () => (await cy.get<Prize[]>(`/api/tournaments/${t.id}/prizes`)).json.map((p) => [p.position, p.winnerName]);
    expect(await winners()).to.deep.equal([
      [1, null],
      [2, null],
      [3, null],
    ]);
    clock.set(EVENT.end);
    expect(await winners()).to.deep.equal([
      [1, 'Ben Bass'],
      [2, 'Ann Angler'],
      [3, null],
    ]);
  });
});
