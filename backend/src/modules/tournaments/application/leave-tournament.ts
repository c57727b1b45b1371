import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { TournamentNotFound } from '../domain/tournament.errors.ts';
import { ParticipantRepository, StandingsRepository, TournamentRepository } from './ports.ts';

/** §4: a participant of an active tournament can leave; their catches stop scoring. */
export class LeaveTournament {
  constructor(
    @inject(TournamentRepository) private readonly tournaments: TournamentRepository,
    @inject(ParticipantRepository) private readonly participants: ParticipantRepository,
    @inject(StandingsRepository) private readonly leaderboard: StandingsRepository,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async execute(tournamentId: string, anglerId: string): Promise<void> {
    if (!isId(tournamentId)) throw new TournamentNotFound();
    await this.transactions.run(async () => {
      const tournament = await this.tournaments.lockById(tournamentId);
      if (!tournament) throw new TournamentNotFound();
      const participant = await this.participants.lock(tournamentId, anglerId);
      tournament.assertCanLeave({ isParticipant: participant !== null }, this.clock.now());
      await this.participants.leave(tournamentId, anglerId, this.clock.now());
    });
    this.leaderboard.changed(tournamentId);
  }
}
