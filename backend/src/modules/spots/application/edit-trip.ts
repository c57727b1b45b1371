import { inject } from 'inversify';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { TripNotFound } from '../domain/trip.errors.ts';
import type { TripChangesBy, TripProps } from '../domain/trip.ts';
import { TripEdited } from '../domain/trip.events.ts';
import { TripChanges } from './trip-ports.ts';
import { TripShieldChoices } from './trip-shield-choices.ts';

export type TripEdit = Omit<TripChangesBy, 'shareTip' | 'tipTitle' | 'tipContent' | 'tipCategory' | 'placeName'>;

/**
 * Its angler edits a trip: under the same rules as logging it, in one transaction that moves every
 * counter it touched and tells the feeds (TripEdited). Anyone else finds no such trip.
 */
export class EditTrip {
  constructor(
    @inject(TripChanges) private readonly trips: TripChanges,
    @inject(EventBusToken) private readonly events: EventBus,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(TripShieldChoices) private readonly shield: TripShieldChoices,
  ) {}

  async execute(anglerId: string, tripId: string, changes: TripEdit): Promise<Readonly<TripProps>> {
    return this.transactions.run(async () => {
      const before = await this.trips.findForChange(tripId);
      if (!before) throw new TripNotFound();
      before.assertOwnedBy(anglerId);
      // The precisions take effect on every read at once: reads cut the stored trip as they go.
      const after = before.editedBy(anglerId, { ...changes, ...(await this.shield.forEditing(changes, before.toProps())) });
      await this.trips.edit(before, after);
      const t = after.toProps();
      await this.events.publish(new TripEdited(t.id, t.anglerId, t.spotId, t.fishingSuccess, t.createdAt.toISOString(), t.privacy), {
        orderKey: t.id,
      });
      return t;
    });
  }
}
