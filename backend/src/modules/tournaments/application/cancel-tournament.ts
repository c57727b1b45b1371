import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { TournamentNotFound } from '../domain/tournament.errors.ts';
import { TournamentRepository } from './ports.ts';

/** The organizer cancels a tournament that has not ended (§4: cancelled has its own badge). */
export class CancelTournament {
  constructor(
    @inject(TournamentRepository) private readonly tournaments: TournamentRepository,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async execute(id: string, anglerId: string): Promise<void> {
    await this.transactions.run(async () => {
      const tournament = isId(id) ? await this.tournaments.lockById(id) : null;
      if (!tournament) throw new TournamentNotFound();
      const now = this.clock.now();
      tournament.assertCanCancel(anglerId, now);
      await this.tournaments.cancel(id, now);
    });
  }
}
