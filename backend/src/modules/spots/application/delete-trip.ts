import { inject } from 'inversify';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { TripNotFound } from '../domain/trip.errors.ts';
import { TripDeleted } from '../domain/trip.events.ts';
import { TripChanges } from './trip-ports.ts';
import { ConditionsFacade } from '../../weather/index.ts';

/** Its angler deletes a trip: its counts leave the spot, the heat map and the profile in one transaction; feeds drop it. */
export class DeleteTrip {
  constructor(
    @inject(TripChanges) private readonly trips: TripChanges,
    @inject(EventBusToken) private readonly events: EventBus,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ConditionsFacade) private readonly conditions: ConditionsFacade,
  ) {}

  async execute(anglerId: string, tripId: string): Promise<void> {
    await this.transactions.run(async () => {
      const trip = await this.trips.findForChange(tripId);
      if (!trip) throw new TripNotFound();
      trip.assertOwnedBy(anglerId);
      await this.trips.delete(trip);
      await this.conditions.forget('trip', trip.id);
      await this.events.publish(new TripDeleted(trip.id, anglerId), { orderKey: trip.id });
    });
  }
}
