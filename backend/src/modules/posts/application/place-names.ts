import { inject } from 'inversify';
import { PlacesFacade } from '../../places/index.ts';

/**
 * The gazetteer name of a catch's place, worked out once when it is written ('Place name only'). A
 * gazetteer that cannot answer leaves it unnamed rather than failing the share: the name is worked
 * out again the next time the angler chooses the catch's precision.
 */
export class PlaceNames {
  constructor(@inject(PlacesFacade) private readonly places: PlacesFacade) {}

  async of(coordinates: { latitude: number; longitude: number } | null): Promise<string | null> {
    if (!coordinates) return null;
    try {
      return await this.places.nearestName(coordinates);
    } catch {
      return null;
    }
  }
}
