import { inject } from 'inversify';
import type { DomainEvent, EventReaction } from '../../../platform/events/event-bus.ts';
import { AnglerDeleted } from '../../identity/index.ts';
import { TripChanges } from './trip-ports.ts';

/**
 * An angler deleted their account: their trips, tips, ratings, votes and spots' copy of their card go,
 * and every spot figure they moved moves back (TripChanges.forgetAngler), in this reaction's transaction.
 */
export class ForgetDeletedAngler implements EventReaction {
  readonly name = 'spots.forget-deleted-angler';
  readonly reactsTo = [AnglerDeleted.type];

  constructor(@inject(TripChanges) private readonly trips: TripChanges) {}

  async react(event: DomainEvent): Promise<void> {
    await this.trips.forgetAngler((event as AnglerDeleted).anglerId);
  }
}
