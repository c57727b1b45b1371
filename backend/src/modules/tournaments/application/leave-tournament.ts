import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { TournamentNotFound } from '../domain/tournament.errors.ts';
import { ParticipantRepository, StandingsRepository } from './ports.ts';
import { FindTournament } from './find-tournament.ts';

/** §4: a participant of an active tournament can leave; their catches stop scoring. */
export class LeaveTournament {
  constructor(
    @inject(FindTournament) private readonly find: FindTournament,
    @inject(ParticipantRepository) private readonly participants: ParticipantRepository,
    @inject(StandingsRepository) private readonly leaderboard: StandingsRepository,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async execute(tournamentId: string, anglerId: string): Promise<void> {
    if (!isId(tournamentId)) throw new TournamentNotFound();
    await this.transactions.run(async () => {
      const { tournament, participant } = await this.find.lock(tournamentId, anglerId);
      tournament.assertCanLeave({ isParticipant: participant !== null }, this.clock.now());
      await this.participants.leave(tournamentId, anglerId, this.clock.now());
    });
    this.leaderboard.changed(tournamentId);
  }
}
