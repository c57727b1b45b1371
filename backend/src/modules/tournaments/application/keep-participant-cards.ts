import { inject } from 'inversify';
import type { DomainEvent, EventReaction } from '../../../platform/events/event-bus.ts';
import { AnglerCardChanged } from '../../identity/index.ts';
import { ParticipantRepository, TournamentRepository } from './ports.ts';
import { nameOf } from './angler-name.ts';

/** Keeps tournaments' copy of anglers' names and pictures (participants, organizers) in step with identity. */
export class KeepParticipantCards implements EventReaction {
  readonly name = 'tournaments.participant-cards';
  readonly reactsTo = [AnglerCardChanged.type];

  constructor(
    @inject(ParticipantRepository) private readonly participants: ParticipantRepository,
    @inject(TournamentRepository) private readonly tournaments: TournamentRepository,
  ) {}

  async react(event: DomainEvent): Promise<void> {
    const { card } = event as AnglerCardChanged;
    await this.participants.rename(card.id, nameOf(card), card.profileImageUrl);
    await this.tournaments.renameOrganizer(card.id, nameOf(card));
  }
}
