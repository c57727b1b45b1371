import { inject } from 'inversify';
import { PostReads, type PageRequest } from './ports.ts';
import { AuthoredPosts, type AuthoredPage } from './authored-posts.ts';
import { PostCards } from './post-cards.ts';

/** How far "near" reaches on Discover: a drive to the water, about 50 miles. */
export const DISCOVER_RADIUS_KM = 80;

export interface DiscoverPlace {
  location?: string;
  latitude?: number;
  longitude?: number;
}

/**
 * Discover: public catches near a place, newest first. Coordinates (the browser's, or a picked
 * spot's) win; with only the place's text — the server has no geocoder — catches whose location
 * names the same place (the words before the first comma: 'Lake Tahoe' of 'Lake Tahoe, CA'); with
 * neither, the newest public catches anywhere.
 */
export class DiscoverCatches {
  constructor(
    @inject(PostReads) private readonly reads: PostReads,
    @inject(AuthoredPosts) private readonly authored: AuthoredPosts,
    @inject(PostCards) private readonly cards: PostCards,
  ) {}

  async execute(place: DiscoverPlace, viewerId: string, page: PageRequest): Promise<AuthoredPage> {
    if (place.latitude !== undefined && place.longitude !== undefined) {
      const circle = { latitude: place.latitude, longitude: place.longitude, radiusKm: DISCOVER_RADIUS_KM };
      return this.cards.of(await this.reads.publicCatchesNear(circle, viewerId, page), viewerId);
    }
    const words = placeWords(place.location ?? '');
    if (words.length) return this.authored.of(await this.reads.publicCatchesAt(words, viewerId, page), viewerId);
    return this.authored.of(await this.reads.publicCatches(viewerId, page), viewerId);
  }
}

/** 'Lake Tahoe, CA' → ['lake', 'tahoe']: the place's own name, lower-cased, letters and digits only. */
export function placeWords(location: string): string[] {
  const name = location.split(',')[0] ?? '';
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}
