import { inject } from 'inversify';
import { PlacesNear } from './places-near.ts';

/** What other modules may ask places: the name of the town nearest a point (the location shield's 'Place name only'). */
export class PlacesFacade {
  constructor(@inject(PlacesNear) private readonly near: PlacesNear) {}

  /** The nearest town within reach, as anglers read it ('Truckee, California, United States'); null when none is near. */
  async nearestName(at: { latitude: number; longitude: number }): Promise<string | null> {
    const [nearest] = await this.near.execute(at, 1);
    return nearest?.label ?? null;
  }
}
