import { inject } from 'inversify';
import type { DomainEvent, EventReaction } from '../../../platform/events/event-bus.ts';
import { AnglerCardChanged } from '../../identity/index.ts';
import { AnglerCopy } from './ports.ts';

/** Keeps messaging's copy of anglers' cards in step with identity (sign-up, profile edits, hiding a profile). */
export class KeepConversationCards implements EventReaction {
  readonly name = 'messaging.angler-cards';
  readonly reactsTo = [AnglerCardChanged.type];

  constructor(@inject(AnglerCopy) private readonly copy: AnglerCopy) {}

  async react(event: DomainEvent): Promise<void> {
    await this.copy.changed((event as AnglerCardChanged).card);
  }
}
