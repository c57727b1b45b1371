import { expect } from 'chai';
import type { LeaderboardRow, Participant, Prize, Tournament, TournamentEntry } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';

describe('demo data: tournaments (DEMO_DATA=true on an empty database)', function () {
  this.timeout(180_000);
  let app: TestApp;
  let visitor: Angler;
  before(async () => {
    app = await startTestApp({ env: { DEMO_DATA: 'true' } });
    visitor = await anAngler(app, 'Curious Newcomer');
  });
  after(() => app?.close());

  it('has an upcoming, a running and a completed tournament with participants, verified and pending entries and prizes', async () => {
    const list = (await visitor.get<Tournament[]>('/api/tournaments')).json;
    const byStatus = Object.fromEntries(list.map((t) => [t.status, t]));
    expect(Object.keys(byStatus)).to.include.members(['upcoming', 'active', 'completed']);
    for (const t of list) {
      expect(t.participantCount).to.be.greaterThan(5);
      expect((await visitor.get<Participant[]>(`/api/tournaments/${t.id}/participants`)).json).to.have.length(t.participantCount);
      expect((await visitor.get<Prize[]>(`/api/tournaments/${t.id}/prizes`)).json).to.have.length(3);
    }
    const running = (await visitor.get<TournamentEntry[]>(`/api/tournaments/${byStatus.active!.id}/entries`)).json;
    expect(running.some((e) => e.verified)).to.equal(true);
    expect(running.some((e) => !e.verified)).to.equal(true);
    expect(running.every((e) => e.photoUrl?.startsWith('/media/'))).to.equal(true);
    const done = byStatus.completed!;
    const board = (await visitor.get<LeaderboardRow[]>(`/api/tournaments/${done.id}/leaderboard`)).json;
    expect(board.length).to.be.greaterThan(3);
    const prizes = (await visitor.get<Prize[]>(`/api/tournaments/${done.id}/prizes`)).json;
    expect(prizes.map((p) => p.winnerName)).to.deep.equal(board.slice(0, 3).map((r) => r.participantName));
  });
});
