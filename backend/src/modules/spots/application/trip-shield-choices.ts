import { inject } from 'inversify';
import { checkedPrecisions, type LocationPrecision } from '../../../shared/kernel/location-shield.ts';
import { SpotsStore } from './spot-ports.ts';
import { PlaceNames, TripLocationDefaults } from './trip-location-ports.ts';

/** The place fields of a trip being written, and the precisions it asks for (absent: fall back). */
export interface TripPlaceInput {
  spotId?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  publicPrecision?: LocationPrecision;
  matesPrecision?: LocationPrecision;
}

export interface TripShield {
  publicPrecision: LocationPrecision;
  matesPrecision: LocationPrecision;
  placeName: string | null;
}

/**
 * What a trip being logged or edited stores for the location shield: its precisions (those it names,
 * else `fallback`: the angler's defaults when logging, the trip's own when editing) and, when one of
 * them is 'Place name only', the town nearest its place — found once, at write time, so a read never
 * measures the point again. The place is the trip's own point, or its spot's when it has none.
 */
export class TripShieldChoices {
  constructor(
    @inject(TripLocationDefaults) private readonly defaults: TripLocationDefaults,
    @inject(PlaceNames) private readonly placeNames: PlaceNames,
    @inject(SpotsStore) private readonly spots: SpotsStore,
  ) {}

  async forLogging(anglerId: string, trip: TripPlaceInput): Promise<TripShield> {
    const fallback = trip.publicPrecision && trip.matesPrecision ? null : await this.defaults.of(anglerId);
    return this.#chosen(trip, {
      publicPrecision: trip.publicPrecision ?? fallback!.publicPrecision,
      matesPrecision: trip.matesPrecision ?? fallback!.matesPrecision,
    });
  }

  forEditing(
    trip: TripPlaceInput,
    current: { publicPrecision: LocationPrecision; matesPrecision: LocationPrecision },
  ): Promise<TripShield> {
    return this.#chosen(trip, {
      publicPrecision: trip.publicPrecision ?? current.publicPrecision,
      matesPrecision: trip.matesPrecision ?? current.matesPrecision,
    });
  }

  async #chosen(trip: TripPlaceInput, chosen: Omit<TripShield, 'placeName'>): Promise<TripShield> {
    const precisions = checkedPrecisions(chosen);
    const namesAPlace = precisions.publicPrecision === 'place' || precisions.matesPrecision === 'place';
    return { ...precisions, placeName: namesAPlace ? await this.#placeName(trip) : null };
  }

  async #placeName(trip: TripPlaceInput): Promise<string | null> {
    if (trip.latitude != null && trip.longitude != null)
      return this.placeNames.nearest({ latitude: trip.latitude, longitude: trip.longitude });
    if (!trip.spotId) return null;
    const [spot] = await this.spots.cards([trip.spotId]);
    return spot ? this.placeNames.nearest(spot) : null;
  }
}
