import { inject } from 'inversify';
import { PlacesFacade } from '../../../places/index.ts';
import type { GeoPoint } from '../../../../shared/kernel/location-shield.ts';
import type { PlaceNames } from '../../application/trip-location-ports.ts';

/** 'Place name only' from places' gazetteer: the label of the town nearest the point. */
export class GazetteerPlaceNames implements PlaceNames {
  constructor(@inject(PlacesFacade) private readonly places: PlacesFacade) {}

  nearest(at: GeoPoint): Promise<string | null> {
    return this.places.nearestName(at);
  }
}
