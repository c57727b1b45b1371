import { expect } from 'chai';
import type { LeaderboardRow, SubmitEntry, Tournament, TournamentEntry } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { enters, EVENT, joins, organizes, verifies } from './builders.ts';

describe('tournaments: a size is kept exactly as typed, and ranked on exact values', () => {
  let app: TestApp;
  const clock = new ManualClock(EVENT.before);
  let olive: Angler;
  let ann: Angler;
  let ben: Angler;

  before(async () => {
    app = await startTestApp({ clock });
    [olive, ann, ben] = await Promise.all(['Olive Organizer', 'Ann Angler', 'Ben Bass'].map((n) => anAngler(app, n)));
  });
  beforeEach(() => clock.set(EVENT.before));
  after(() => app?.close());

  async function running(scoringType: 'weight' | 'length'): Promise<Tournament> {
    const t = await organizes(olive, { scoringType });
    for (const a of [ann, ben]) await joins(a, t);
    clock.set(EVENT.during);
    return t;
  }
  async function verified(who: Angler, t: Tournament, fish: Partial<SubmitEntry>): Promise<TournamentEntry> {
    clock.advance(60_000);
    return verifies(olive, t, await enters(who, t, fish));
  }
  const board = async (t: Tournament) => (await olive.get<LeaderboardRow[]>(`/api/tournaments/${t.id}/leaderboard`)).json;

  it('2.35 lbs reads back as 2.35 lbs, with its exact kilograms beside it', async () => {
    const t = await running('weight');
    const entry = await verified(ann, t, { weight: 2.35, weightUnit: 'lbs', length: 17.25, lengthUnit: 'in' });
    const [read] = (await ann.get<TournamentEntry[]>(`/api/tournaments/${t.id}/entries`)).json;
    expect(read!.id).to.equal(entry.id);
    expect(read!.weightTyped).to.deep.equal({ value: 2.35, unit: 'lbs' });
    expect(read!.lengthTyped).to.deep.equal({ value: 17.25, unit: 'in' });
    expect(read!.weight).to.be.closeTo(1.0659420695, 1e-12);
    expect(read!.length).to.be.closeTo(43.815, 1e-12);
  });

  it('Heaviest Fish: 2.36 lbs beats 2.35 lbs caught earlier (rounded to 0.01 kg both were 1.07 kg, a tie the earlier one won)', async () => {
    const t = await running('weight');
    await verified(ann, t, { weight: 2.35, weightUnit: 'lbs' });
    await verified(ben, t, { weight: 2.36, weightUnit: 'lbs' });
    const rows = await board(t);
    expect(rows.map((r) => [r.rank, r.participantName])).to.deep.equal([
      [1, 'Ben Bass'],
      [2, 'Ann Angler'],
    ]);
    expect(rows[0]!.score).to.be.closeTo(2.36 * 0.45359237, 1e-12);
    expect(rows[1]!.score).to.be.closeTo(2.35 * 0.45359237, 1e-12);
  });

  it('compares pounds with kilograms exactly: 2.21 lbs (1.0024…kg) beats 1 kg, 2.20 lbs (0.9979…kg) does not', async () => {
    const t = await running('weight');
    await verified(ann, t, { weight: 1, weightUnit: 'kg' });
    await verified(ben, t, { weight: 2.2, weightUnit: 'lbs' });
    expect((await board(t)).map((r) => r.participantName)).to.deep.equal(['Ann Angler', 'Ben Bass']);
    await verified(ben, t, { weight: 2.21, weightUnit: 'lbs' });
    expect((await board(t)).map((r) => r.participantName)).to.deep.equal(['Ben Bass', 'Ann Angler']);
  });

  it('refuses a size beyond what any fish reaches in the unit typed, in words', async () => {
    const t = await running('weight');
    clock.advance(60_000);
    const refused = await ann.send<{ issues: { path: string[]; message: string }[] }>('POST', `/api/tournaments/${t.id}/entries`, {
      species: 'largemouth-bass',
      weight: 3400,
      weightUnit: 'lbs',
      method: 'Spinning',
      locationName: 'North shore',
    });
    expect(refused.status).to.equal(400);
    expect(refused.json.issues.map((i) => i.message)).to.deep.equal(['No fish weighs more than 1500 kg']);
  });
});
