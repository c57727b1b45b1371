import { inject } from 'inversify';
import { PlacesNear } from '../../../places/index.ts';
import type { GeoPoint } from '../../../../shared/kernel/location-shield.ts';
import type { PlaceNames } from '../../application/trip-location-ports.ts';

/** 'Place name only' from places' gazetteer: the label of the town nearest the point. */
export class GazetteerPlaceNames implements PlaceNames {
  constructor(@inject(PlacesNear) private readonly near: PlacesNear) {}

  async nearest(at: GeoPoint): Promise<string | null> {
    const [town] = await this.near.execute(at, 1);
    return town?.label ?? null;
  }
}
