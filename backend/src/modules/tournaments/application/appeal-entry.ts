import { inject } from 'inversify';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { assertAppealable } from '../domain/entry.ts';
import { EntryNotFound, JudgingClosed } from '../domain/tournament.errors.ts';
import { Appeals, EntryRepository, type EntryRead } from './ports.ts';
import { FindTournament } from './find-tournament.ts';

/**
 * The angler of a rejected entry appeals, once, in their own words: the entry goes back to the
 * organizer's queue (Pending) with the appeal beside it, unchanged otherwise — the rejection and its
 * reason stay in the log. A second appeal is refused, whatever the organizer decided.
 */
export class AppealEntry {
  constructor(
    @inject(FindTournament) private readonly find: FindTournament,
    @inject(EntryRepository) private readonly entries: EntryRepository,
    @inject(Appeals) private readonly appeals: Appeals,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async execute(tournamentId: string, entryId: string, anglerId: string, note: string): Promise<EntryRead> {
    const { tournament } = await this.find.execute(tournamentId, anglerId);
    const now = this.clock.now();
    if (tournament.statusAt(now) === 'cancelled') throw new JudgingClosed();
    await this.transactions.run(async () => {
      const entry = await this.entries.lock(tournamentId, entryId);
      if (!entry) throw new EntryNotFound();
      assertAppealable(entry, anglerId, (await this.appeals.of([entryId])).has(entryId));
      await this.entries.setVerdict(entryId, 'pending', null, null);
      await this.entries.appendLog(entryId, { at: now, action: 'appealed', actorId: anglerId, actorRole: 'angler', reason: null, note });
    });
    return (await this.entries.find(tournamentId, entryId))!;
  }
}
