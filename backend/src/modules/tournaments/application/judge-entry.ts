import { inject } from 'inversify';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { assertJudgeable, type RejectReason } from '../domain/entry.ts';
import { EntryNotFound, JudgingClosed } from '../domain/tournament.errors.ts';
import { EntryRepository, ParticipantRepository, StandingsRepository, type EntryRead } from './ports.ts';
import { FindTournament } from './find-tournament.ts';
import { StandingsKeeper } from './standings-keeper.ts';

/**
 * The organizer's verdict on a pending entry: verified (it scores from now on) or rejected with a
 * reason anglers know (plus a note). Judging goes on after the end — results settle once the queue is
 * empty — but not in a cancelled tournament. The verdict, its log line and the angler's standing are
 * written in one transaction.
 */
export class JudgeEntry {
  constructor(
    @inject(FindTournament) private readonly find: FindTournament,
    @inject(EntryRepository) private readonly entries: EntryRepository,
    @inject(ParticipantRepository) private readonly participants: ParticipantRepository,
    @inject(StandingsKeeper) private readonly standings: StandingsKeeper,
    @inject(StandingsRepository) private readonly leaderboard: StandingsRepository,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  verify(tournamentId: string, entryId: string, organizerId: string): Promise<EntryRead> {
    return this.#judge(tournamentId, entryId, organizerId, 'verify catches', { status: 'verified', reason: null, note: null });
  }

  reject(tournamentId: string, entryId: string, organizerId: string, reason: RejectReason, note: string | null): Promise<EntryRead> {
    return this.#judge(tournamentId, entryId, organizerId, 'reject catches', { status: 'rejected', reason, note: note?.trim() || null });
  }

  async #judge(
    tournamentId: string,
    entryId: string,
    organizerId: string,
    what: string,
    verdict: { status: 'verified' | 'rejected'; reason: RejectReason | null; note: string | null },
  ): Promise<EntryRead> {
    const { tournament } = await this.find.execute(tournamentId, organizerId);
    tournament.assertOrganizer(organizerId, what);
    const now = this.clock.now();
    if (tournament.statusAt(now) === 'cancelled') throw new JudgingClosed();
    await this.transactions.run(async () => {
      const entry = await this.entries.lock(tournamentId, entryId);
      if (!entry) throw new EntryNotFound();
      assertJudgeable(entry);
      const stillIn = await this.participants.lock(tournamentId, entry.anglerId);
      await this.entries.setVerdict(entryId, verdict.status, verdict.reason, verdict.note);
      await this.entries.appendLog(entryId, {
        at: now,
        action: verdict.status,
        actorId: organizerId,
        actorRole: 'organizer',
        reason: verdict.reason,
        note: verdict.note,
      });
      const { scoringType, bestN } = tournament.toProps();
      if (stillIn && verdict.status === 'verified')
        await this.standings.recompute(tournamentId, entry.anglerId, { type: scoringType, bestN });
    });
    this.leaderboard.changed(tournamentId);
    return (await this.entries.find(tournamentId, entryId))!;
  }
}
