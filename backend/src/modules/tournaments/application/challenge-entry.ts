import { inject } from 'inversify';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { assertChallengeable } from '../domain/entry.ts';
import { EntryNotFound, JudgingClosed, NotAParticipant } from '../domain/tournament.errors.ts';
import { EntryRepository, ParticipantRepository, StandingsRepository, type EntryRead } from './ports.ts';
import { FindTournament } from './find-tournament.ts';
import { StandingsKeeper } from './standings-keeper.ts';

/**
 * A participant challenges a verified entry: it goes back to the review queue and stops scoring until
 * the organizer judges it again. The challenger's name is never shown (the log says "a participant"),
 * and each participant challenges an entry at most once.
 */
export class ChallengeEntry {
  constructor(
    @inject(FindTournament) private readonly find: FindTournament,
    @inject(EntryRepository) private readonly entries: EntryRepository,
    @inject(ParticipantRepository) private readonly participants: ParticipantRepository,
    @inject(StandingsKeeper) private readonly standings: StandingsKeeper,
    @inject(StandingsRepository) private readonly leaderboard: StandingsRepository,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async execute(tournamentId: string, entryId: string, anglerId: string, note: string | null): Promise<EntryRead> {
    const { tournament, participant } = await this.find.execute(tournamentId, anglerId);
    if (!participant) throw new NotAParticipant('challenge catches');
    const now = this.clock.now();
    if (tournament.statusAt(now) === 'cancelled') throw new JudgingClosed();
    await this.transactions.run(async () => {
      const entry = await this.entries.lock(tournamentId, entryId);
      if (!entry) throw new EntryNotFound();
      assertChallengeable(entry, anglerId, await this.entries.hasChallenged(entryId, anglerId));
      const stillIn = await this.participants.lock(tournamentId, entry.anglerId);
      await this.entries.setVerdict(entryId, 'pending', null, null);
      await this.entries.appendLog(entryId, {
        at: now,
        action: 'challenged',
        actorId: anglerId,
        actorRole: 'participant',
        reason: null,
        note: note?.trim() || null,
      });
      const { scoringType, bestN } = tournament.toProps();
      if (stillIn) await this.standings.recompute(tournamentId, entry.anglerId, { type: scoringType, bestN });
    });
    this.leaderboard.changed(tournamentId);
    return (await this.entries.find(tournamentId, entryId))!;
  }
}
