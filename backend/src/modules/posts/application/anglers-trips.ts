import { inject } from 'inversify';
import { SpotsFacade, type TripCard } from '../../spots/index.ts';
import { AnglerUnknown } from '../domain/post.errors.ts';
import type { PageRequest, PostKey } from './ports.ts';
import { Relationships } from './relationships.ts';
import { TripEntries } from './trip-entries.ts';

export interface TripCardPage {
  trips: TripCard[];
  next: PostKey | null;
}

/**
 * An angler's trips for their profile's Trips tab, newest first, as far as the viewer may see them —
 * posts' privacy rule over the trips' feed entries, then spots' trips with their places as this viewer
 * may see them (spots' tripAsSeenBy).
 */
export class AnglersTrips {
  constructor(
    @inject(TripEntries) private readonly entries: TripEntries,
    @inject(Relationships) private readonly relationships: Relationships,
    @inject(SpotsFacade) private readonly spots: SpotsFacade,
  ) {}

  async execute(authorId: string, viewerId: string, page: PageRequest): Promise<TripCardPage> {
    const privacies = await this.relationships.privaciesVisibleIfKnown(viewerId, authorId);
    if (!privacies) throw new AnglerUnknown();
    const { keys, more } = await this.entries.ofAuthor(authorId, privacies, page);
    const cards = await this.spots.tripsSeenBy(
      viewerId,
      keys.map((k) => k.id),
      (ids) => this.relationships.matesAmong(viewerId, ids),
    );
    return { trips: keys.flatMap((k) => cards.get(k.id) ?? []), next: more ? keys.at(-1)! : null };
  }
}
