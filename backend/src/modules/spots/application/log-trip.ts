import { inject } from 'inversify';
import { newId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { Trip, type TripProps, type TripToLog } from '../domain/trip.ts';
import { TripLogged } from '../domain/trip.events.ts';
import { TripRepository, type StoredTip } from './ports.ts';
import { TripShieldChoices } from './trip-shield-choices.ts';
import { SpotsStore } from './spot-ports.ts';
import { ConditionsFacade } from '../../weather/index.ts';

/** What the angler sends: their precisions for this trip are optional (absent: their defaults). */
export type TripDetails = Omit<TripToLog, 'id' | 'anglerId' | 'createdAt' | 'publicPrecision' | 'matesPrecision' | 'placeName'> &
  Partial<Pick<TripToLog, 'publicPrecision' | 'matesPrecision'>>;

export interface LoggedTrip {
  trip: Readonly<TripProps>;
  tip: StoredTip | null;
}

/**
 * An angler logs a trip, successful or not, at a spot or a custom place; a complete shared tip
 * becomes the spot's tip (spec §5). `at` is when it was fished (now, unless demo data says otherwise).
 */
export class LogTrip {
  constructor(
    @inject(TripRepository) private readonly trips: TripRepository,
    @inject(EventBusToken) private readonly events: EventBus,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(TripShieldChoices) private readonly shield: TripShieldChoices,
    @inject(SpotsStore) private readonly spots: SpotsStore,
    @inject(ConditionsFacade) private readonly conditions: ConditionsFacade,
  ) {}

  async execute(anglerId: string, details: TripDetails, at: Date = new Date()): Promise<LoggedTrip> {
    const shield = await this.shield.forLogging(anglerId, details);
    const trip = Trip.log({ ...details, ...shield, id: newId(), anglerId, createdAt: at });
    const props = trip.toProps();
    const tip = await this.transactions.run(async () => {
      const stored = await this.trips.log(trip);
      await this.events.publish(new TripLogged(props.id, anglerId, props.spotId, props.fishingSuccess, at.toISOString(), props.privacy), {
        orderKey: props.id,
      });
      // Its conditions are looked up by a job at the exact point (the spot's, or the custom place's).
      const place =
        props.latitude !== null && props.longitude !== null
          ? { latitude: props.latitude, longitude: props.longitude }
          : props.spotId
            ? await this.spots.one(props.spotId, anglerId)
            : null;
      if (place)
        await this.conditions.attach({
          kind: 'trip',
          id: props.id,
          anglerId,
          at,
          latitude: place.latitude,
          longitude: place.longitude,
          species: null,
          caught: props.fishingSuccess,
        });
      return stored;
    });
    return { trip: props, tip };
  }
}
