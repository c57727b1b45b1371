import { inject } from 'inversify';
import { isId, newId } from '../../../shared/kernel/ids.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { AnglersFacade } from '../../identity/index.ts';
import { TournamentNotFound } from '../domain/tournament.errors.ts';
import { ParticipantRepository, type ParticipantRecord } from './ports.ts';
import { FindTournament } from './find-tournament.ts';
import { nameOf } from './angler-name.ts';

/**
 * An angler joins (§4): upcoming, before the deadline, not already in, room left. The rules are
 * checked and the participant counted under the tournament's row lock, in one transaction — so a
 * hundred anglers joining at once queue at the lock, each sees the count the one before left, and
 * the tournament never holds more than its maximum (the table's check constraint agrees).
 */
export class JoinTournament {
  constructor(
    @inject(FindTournament) private readonly find: FindTournament,
    @inject(ParticipantRepository) private readonly participants: ParticipantRepository,
    @inject(AnglersFacade) private readonly anglers: AnglersFacade,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async execute(tournamentId: string, anglerId: string, teamName: string | null): Promise<ParticipantRecord> {
    if (!isId(tournamentId)) throw new TournamentNotFound();
    const card = (await this.anglers.cardsOf([anglerId])).get(anglerId);
    return this.transactions.run(async () => {
      // A private tournament is joined only by those who may read it: the invited (and its organizer).
      const { tournament, participant: existing } = await this.find.lock(tournamentId, anglerId);
      const now = this.clock.now();
      tournament.assertCanJoin({ isParticipant: existing !== null }, now);
      const participant: ParticipantRecord = {
        id: newId(),
        tournamentId,
        anglerId,
        participantName: nameOf(card),
        profileImageUrl: card?.profileImageUrl ?? null,
        teamName: teamName?.trim() || null,
        joinedAt: now,
      };
      await this.participants.join(participant);
      return participant;
    });
  }
}
