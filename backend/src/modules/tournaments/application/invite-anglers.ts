import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { AnglersFacade } from '../../identity/index.ts';
import type { Tournament } from '../domain/tournament.ts';
import { AnglerNotFound, NotAnInvitation } from '../domain/tournament.errors.ts';
import { TournamentInvitationSent } from '../domain/tournament.events.ts';
import { InvitationRepository, ParticipantRepository } from './ports.ts';
import { FindTournament } from './find-tournament.ts';
import { nameOf } from './angler-name.ts';

/** An angler as the invitation screen names them. */
export interface InvitableAnglerCard {
  anglerId: string;
  name: string | null;
  profileImageUrl: string | null;
}

export interface InvitedAnglerCard extends InvitableAnglerCard {
  invitedAt: Date;
}

/**
 * The organizer of a private tournament invites anglers (each may then read it and join) and takes
 * invitations back. Everyone else who may read the tournament is refused (403); to the rest it does
 * not exist (404). An angler blocked either way is as unknown as one who never signed up.
 */
export class InviteAnglers {
  constructor(
    @inject(FindTournament) private readonly find: FindTournament,
    @inject(InvitationRepository) private readonly invitations: InvitationRepository,
    @inject(ParticipantRepository) private readonly participants: ParticipantRepository,
    @inject(AnglersFacade) private readonly anglers: AnglersFacade,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(EventBusToken) private readonly events: EventBus,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  /** Who is invited, and the organizer's mates still to pick from (neither invited nor taking part). */
  async list(tournamentId: string, organizerId: string): Promise<{ invited: InvitedAnglerCard[]; mates: InvitableAnglerCard[] }> {
    await this.#organizes(tournamentId, organizerId, 'see its invitations');
    const [invitations, joined, mateIds] = await Promise.all([
      this.invitations.of(tournamentId),
      this.participants.inOrderOfJoining(tournamentId),
      this.anglers.mateIdsOf(organizerId),
    ]);
    const taken = new Set([...invitations.map((i) => i.anglerId), ...joined.map((p) => p.anglerId)]);
    const free = mateIds.filter((id) => !taken.has(id));
    const cards = await this.anglers.cardsOf([...invitations.map((i) => i.anglerId), ...free]);
    const cardOf = (anglerId: string): InvitableAnglerCard => {
      const card = cards.get(anglerId);
      return { anglerId, name: nameOf(card), profileImageUrl: card?.profileImageUrl ?? null };
    };
    return {
      invited: invitations.map((i) => ({ ...cardOf(i.anglerId), invitedAt: i.invitedAt })),
      mates: free
        .filter((id) => cards.has(id))
        .map(cardOf)
        .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '')),
    };
  }

  async invite(tournamentId: string, organizerId: string, anglerId: string): Promise<InvitedAnglerCard> {
    const tournament = await this.#organizes(tournamentId, organizerId, 'invite anglers');
    if (tournament.toProps().isPublic) throw new NotAnInvitation('public');
    if (anglerId === organizerId) throw new NotAnInvitation('organizer');
    const card = isId(anglerId) ? (await this.anglers.cardsOf([anglerId])).get(anglerId) : undefined;
    if (!card || (await this.anglers.blockedEitherWay(organizerId, anglerId))) throw new AnglerNotFound();
    const invitedAt = this.clock.now();
    await this.transactions.run(async () => {
      if (await this.invitations.invite({ tournamentId, anglerId, invitedAt })) {
        await this.events.publish(TournamentInvitationSent.of({ tournamentId, anglerId, organizerId }, invitedAt));
      }
    });
    return { anglerId, name: nameOf(card), profileImageUrl: card.profileImageUrl, invitedAt };
  }

  /** Once this returns, the angler reads the tournament nowhere (unless they joined: a participant stays in). */
  async withdraw(tournamentId: string, organizerId: string, anglerId: string): Promise<void> {
    await this.#organizes(tournamentId, organizerId, 'take invitations back');
    if (isId(anglerId)) await this.invitations.withdraw(tournamentId, anglerId);
  }

  async #organizes(tournamentId: string, organizerId: string, what: string): Promise<Tournament> {
    const { tournament } = await this.find.execute(tournamentId, organizerId);
    tournament.assertOrganizer(organizerId, what);
    return tournament;
  }
}
