import { inject } from 'inversify';
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
 * for every catch shared from now on that does not say otherwise. Theirs alone to read and change.
 */
export class AnglerLocationDefaults {
  constructor(@inject(LocationDefaultsStore) private readonly store: LocationDefaultsStore) {}

  read(anglerId: string, by: string): Promise<PlacePrecisions> {
    if (anglerId !== by) throw new NotYourSettings();
    return this.store.of(anglerId);
  }

  async change(anglerId: string, by: string, defaults: PlacePrecisions): Promise<PlacePrecisions> {
    if (anglerId !== by) throw new NotYourSettings();
    const checked = checkedPrecisions(defaults);
    await this.store.set(anglerId, checked);
    return checked;
  }
}
