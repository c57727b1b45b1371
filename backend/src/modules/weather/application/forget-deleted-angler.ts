import { inject } from 'inversify';
import type { DomainEvent, EventReaction } from '../../../platform/events/event-bus.ts';
import { AnglerDeleted } from '../../identity/index.ts';
import { ConditionsStore } from './ports.ts';

/** An angler deleted their account: the conditions kept for their catches and trips go with it. */
export class ForgetDeletedAngler implements EventReaction {
  readonly name = 'weather.forget-deleted-angler';
  readonly reactsTo = [AnglerDeleted.type];

  constructor(@inject(ConditionsStore) private readonly store: ConditionsStore) {}

  async react(event: DomainEvent): Promise<void> {
    await this.store.forgetAngler((event as AnglerDeleted).anglerId);
  }
}
