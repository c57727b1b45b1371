import { inject } from 'inversify';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { TournamentRepository } from './ports.ts';
import { FindTournament } from './find-tournament.ts';

/** The organizer cancels a tournament that has not ended (§4: cancelled has its own badge). */
export class CancelTournament {
  constructor(
    @inject(FindTournament) private readonly find: FindTournament,
    @inject(TournamentRepository) private readonly tournaments: TournamentRepository,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async execute(id: string, anglerId: string): Promise<void> {
    await this.transactions.run(async () => {
      // Only one who may read it learns it exists (a stranger to a private tournament gets 404, not 403).
      const { tournament } = await this.find.lock(id, anglerId);
      const now = this.clock.now();
      tournament.assertCanCancel(anglerId, now);
      await this.tournaments.cancel(id, now);
    });
  }
}
