import { inject } from 'inversify';
import type { DomainEvent, EventReaction } from '../../../platform/events/event-bus.ts';
import { AnglerCardChanged } from '../../identity/index.ts';
import { SpotsStore } from './spot-ports.ts';

/**
 * Keeps spots' own copy of anglers' cards (names on tips and spots, and the trip-sharing switch the heat
 * map obeys) from identity's events: spots never calls identity (identity calls spots). An angler whose
 * card has not arrived counts as not sharing: their trips never shape what others see until it does.
 */
export class KeepSpotAnglers implements EventReaction {
  readonly name = 'spots.angler-cards';
  readonly reactsTo = [AnglerCardChanged.type];

  constructor(@inject(SpotsStore) private readonly store: SpotsStore) {}

  async react(event: DomainEvent): Promise<void> {
    await this.store.cardChanged((event as AnglerCardChanged).card);
  }
}
