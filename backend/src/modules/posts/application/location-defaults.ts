import { inject } from 'inversify';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { LocationDefaultsChanged } from '../domain/location-defaults-changed.event.ts';
import { checkedPrecisions, type PlacePrecisions } from '../domain/location-shield.ts';
import { NotYourSettings } from '../domain/post.errors.ts';

/** Where an angler's location defaults are kept; an angler who never chose has the new-angler defaults. */
export interface LocationDefaultsStore {
  of(anglerId: string): Promise<PlacePrecisions>;
  set(anglerId: string, defaults: PlacePrecisions): Promise<void>;
}
export const LocationDefaultsStore = Symbol.for('posts.LocationDefaultsStore');

/**
 * An angler's two defaults: how precisely the public and how precisely mates see where they fished,
 * for every catch shared (and trip logged) from now on that does not say otherwise. Theirs alone to
 * read and change; a change is told to the modules that keep a copy (spots, for trips).
 */
export class AnglerLocationDefaults {
  constructor(
    @inject(LocationDefaultsStore) private readonly store: LocationDefaultsStore,
    @inject(EventBusToken) private readonly events: EventBus,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  read(anglerId: string, by: string): Promise<PlacePrecisions> {
    if (anglerId !== by) throw new NotYourSettings();
    return this.store.of(anglerId);
  }

  async change(anglerId: string, by: string, defaults: PlacePrecisions): Promise<PlacePrecisions> {
    if (anglerId !== by) throw new NotYourSettings();
    const checked = checkedPrecisions(defaults);
    await this.transactions.run(async () => {
      await this.store.set(anglerId, checked);
      await this.events.publish(LocationDefaultsChanged.of({ anglerId, ...checked }, this.clock.now()), { orderKey: anglerId });
    });
    return checked;
  }
}
