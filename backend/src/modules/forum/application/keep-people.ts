import { inject } from 'inversify';
import type { DomainEvent, EventReaction } from '../../../platform/events/event-bus.ts';
import { AnglerCardChanged } from '../../identity/index.ts';
import { PeopleCopy } from './ports.ts';

/** Keeps the forum's copy of anglers' cards in step with identity (sign-up, profile edits, hiding a profile). */
export class KeepPeople implements EventReaction {
  readonly name = 'forum.people';
  readonly reactsTo = [AnglerCardChanged.type];

  constructor(@inject(PeopleCopy) private readonly copy: PeopleCopy) {}

  async react(event: DomainEvent): Promise<void> {
    await this.copy.changed((event as AnglerCardChanged).card);
  }
}
