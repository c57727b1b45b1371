import {
  CELL_KM,
  PRECISIONS_FINEST_FIRST,
  shieldPoint,
  type GeoPoint,
  type LocationPrecision,
  type PlacePrecisions,
} from '../../../shared/kernel/location-shield.ts';
import { areMates, type Relationship } from './visibility.ts';

export type { LocationPrecision, PlacePrecisions } from '../../../shared/kernel/location-shield.ts';
export { checkedPrecisions } from '../../../shared/kernel/location-shield.ts';

/** A new angler's defaults (and every post shared before anglers chose): strangers about a kilometre, mates the exact spot. */
export const NEW_ANGLER_PRECISIONS: PlacePrecisions = { publicPrecision: '1km', matesPrecision: 'exact' };

/** Whose view of a place applies to a viewer: the author's own, a mate's, or everyone else's. */
export type PlaceViewer = 'author' | 'mates' | 'public';

/**
 * Which view applies: the author sees their own place; a mate (mutual follow) gets the mates' view,
 * everyone else — followers, strangers, anyone not signed in — the public's. When both views are
 * the same no follow needs reading, and the SQL twin (adapters/persistence/location-shield.sql.ts)
 * skips the probes in that case too.
 */
export function placeViewerOf(
  post: { authorId: string } & PlacePrecisions,
  viewerId: string | null,
  relationship: Relationship,
): PlaceViewer {
  if (viewerId !== null && viewerId === post.authorId) return 'author';
  if (post.matesPrecision === post.publicPrecision) return 'public';
  return areMates(relationship) ? 'mates' : 'public';
}

export const precisionFor = (post: PlacePrecisions, viewer: PlaceViewer): LocationPrecision =>
  viewer === 'author' ? 'exact' : viewer === 'mates' ? post.matesPrecision : post.publicPrecision;

/** The one decision: how precisely this viewer sees this post's place. */
export const viewerPrecision = (post: { authorId: string } & PlacePrecisions, viewerId: string | null, relationship: Relationship) =>
  precisionFor(post, placeViewerOf(post, viewerId, relationship));

/**
 * How far the point a viewer at `precision` may see can lie from the exact one: half its cell's
 * diagonal (cells are about square everywhere but in the last band around a pole, where a cell is
 * wide and a search reaches round the band), with room for the map's rounder kilometres. A search
 * for what a viewer may see walks the exact points' map cells for its circle widened by this much.
 */
export function snapReachKm(latitude: number, precision: LocationPrecision): number {
  const cellKm = CELL_KM[precision];
  if (cellKm === undefined) return 0;
  return Math.abs(latitude) > 88 ? 2500 : 0.75 * cellKm;
}

/**
 * Nearby's walk of every post covers the circle widened by this precision's reach; posts seen at a
 * coarser one (`WIDE_SNAPS`, few: an angler's choice, never a default) are walked in a wider ring
 * through an index of their own, so the common case walks about the circle's own cells.
 */
export const CLOSE_SNAP: LocationPrecision = '1km';
export const WIDE_SNAPS: readonly LocationPrecision[] = PRECISIONS_FINEST_FIRST.filter(
  (p) => (CELL_KM[p] ?? 0) > (CELL_KM[CLOSE_SNAP] ?? 0),
);

/** A catch's place as a viewer at some precision receives it. */
export interface SeenPlace {
  precision: LocationPrecision;
  coordinates: GeoPoint | null;
  /** The author's own words: withheld at 'hidden', where "Secret cove at 39.09,-120.03" would give the water away. */
  location: string | null;
  placeName: string | null;
}

export function placeSeenAt(
  place: { coordinates: GeoPoint | null; location: string | null; placeName: string | null },
  precision: LocationPrecision,
): SeenPlace {
  if (precision === 'hidden') return { precision, coordinates: null, location: null, placeName: null };
  return {
    precision,
    coordinates: place.coordinates ? shieldPoint(place.coordinates, precision) : null,
    location: place.location,
    placeName: place.placeName,
  };
}
