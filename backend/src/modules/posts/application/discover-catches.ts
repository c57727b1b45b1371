import { inject } from 'inversify';
import { PostReads, type PageRequest } from './ports.ts';
import { AuthoredPosts, type AuthoredPage } from './authored-posts.ts';
import { PostCards } from './post-cards.ts';

/** How far "near" reaches on Discover: a drive to the water, about 50 miles. */
export const DISCOVER_RADIUS_KM = 80;

export interface DiscoverPlace {
  /** What the angler searched for: a species, an angler, words of a description or a place. */
  search?: string;
  location?: string;
  latitude?: number;
  longitude?: number;
}

/**
 * Discover: public catches near a place, newest first. Coordinates (the browser's, or a picked
 * spot's) win; with only the place's text — the server has no geocoder — catches whose location
 * names the same place (the words before the first comma: 'Lake Tahoe' of 'Lake Tahoe, CA'); with
 * neither, the newest public catches anywhere. A search ('walleye', an angler's name, 'topwater')
 * matches species, anglers, descriptions and places instead.
 */
export class DiscoverCatches {
  constructor(
    @inject(PostReads) private readonly reads: PostReads,
    @inject(AuthoredPosts) private readonly authored: AuthoredPosts,
    @inject(PostCards) private readonly cards: PostCards,
  ) {}

  async execute(place: DiscoverPlace, viewerId: string, page: PageRequest): Promise<AuthoredPage> {
    const searched = searchWords(place.search ?? '');
    if (searched.length) return this.authored.of(await this.reads.publicCatchesMatching(searched, viewerId, page), viewerId);
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
  return searchWords(location.split(',')[0] ?? '');
}

/** 'Largemouth-Bass, Tahoe' → ['largemouth', 'bass', 'tahoe']: lower-cased words of letters and digits, at most 8. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}
