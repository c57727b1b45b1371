import { inject } from 'inversify';
import { PostsFacade, type SeenPlace } from '../../posts/index.ts';
import type { Tournament } from '../domain/tournament.ts';
import type { EntryRecord } from './ports.ts';

/**
 * Where each entry was caught, as the viewer may see it: the location shield's rule for a catch
 * (posts decides it, through its facade), over the entry's own two precisions. An entry has place
 * words only, so what changes between precisions is whether the words are shown: withheld from
 * whoever the angler hides the place from. The organizer sees them as the angler does: judging
 * whether a catch came from the tournament's water needs its place.
 */
export class EntryPlaces {
  constructor(@inject(PostsFacade) private readonly posts: PostsFacade) {}

  async seenBy(entries: readonly EntryRecord[], viewerId: string, tournament: Tournament): Promise<Map<string, SeenPlace>> {
    const asWritten = (e: EntryRecord): SeenPlace => ({ precision: 'exact', coordinates: null, location: e.locationName, placeName: null });
    if (tournament.isOrganizer(viewerId)) return new Map(entries.map((e) => [e.id, asWritten(e)]));
    const seen = await this.posts.placesSeenBy(
      viewerId,
      entries.map((e) => ({
        authorId: e.anglerId,
        publicPrecision: e.publicPrecision,
        matesPrecision: e.matesPrecision,
        coordinates: null,
        location: e.locationName,
        placeName: null,
      })),
    );
    return new Map(entries.map((e, i) => [e.id, seen[i]!]));
  }
}
