import { inject } from 'inversify';
import type { DomainEvent, EventReaction } from '../../../platform/events/event-bus.ts';
import { LocationDefaultsChanged } from '../../posts/index.ts';
import { TripLocationDefaults } from './trip-location-ports.ts';

/**
 * Keeps spots' copy of anglers' location defaults from posts' events: posts owns the settings and
 * calls spots, so spots only listens. A trip logged without precisions takes the copy.
 */
export class KeepAnglerLocationDefaults implements EventReaction {
  readonly name = 'spots.angler-location-defaults';
  readonly reactsTo = [LocationDefaultsChanged.type];

  constructor(@inject(TripLocationDefaults) private readonly defaults: TripLocationDefaults) {}

  async react(event: DomainEvent): Promise<void> {
    const { anglerId, publicPrecision, matesPrecision, at } = event as LocationDefaultsChanged;
    await this.defaults.keep(anglerId, { publicPrecision, matesPrecision }, new Date(at));
  }
}
