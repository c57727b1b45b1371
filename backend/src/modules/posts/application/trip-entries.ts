import type { PostPrivacy } from '../domain/visibility.ts';
import type { PageRequest, PostKey } from './ports.ts';

/** A trip as an entry of posts' feeds: whose it is, when, and who may see it (posts' privacy rule). */
export interface TripEntry {
  tripId: string;
  authorId: string;
  privacy: PostPrivacy;
  createdAt: Date;
}

/** A page of trip ids, newest first, and whether the list goes on past it. */
export interface TripKeyPage {
  keys: PostKey[];
  more: boolean;
}

/** Posts' copy of who logged which trip (trip_entries), kept from spots' events. */
export interface TripEntries {
  /** Writes the entry as it now is (logged, or edited: a newer privacy overwrites). */
  put(entry: TripEntry): Promise<void>;
  remove(tripId: string): Promise<void>;
  find(tripId: string): Promise<TripEntry | null>;
  /** One angler's trips that these privacies allow, newest first (the Trips tab). */
  ofAuthor(authorId: string, privacies: readonly PostPrivacy[], page: PageRequest): Promise<TripKeyPage>;
}
export const TripEntries = Symbol.for('posts.TripEntries');
