import { inject } from 'inversify';
import type { LocationPrecision } from '../../../shared/kernel/location-shield.ts';
import { pathSeenAt, thinnedPath, type TripTrack } from '../domain/track.ts';
import { thinnedFixes } from '../domain/track-fixes.ts';
import { TripTracks, type RecordedTripTrack } from './track-ports.ts';

/** A trip's recorded path as one viewer may see it: [latitude, longitude] pairs, and when it was walked. */
export interface TripPathSeen {
  startedAt: string;
  endedAt: string;
  path: Array<[number, number]>;
}

/** Enough to draw a day's path on a phone at any zoom it is shown at. */
export const DRAWN_POINTS = 2000;

/**
 * The path of a trip cut by the location shield to the precision the caller already worked out for
 * this viewer (the trip card's `locationPrecision`): exact, snapped cell by cell, or none at all —
 * so the browser never receives a fix finer than the trip's place. Thinned for drawing after the cut.
 */
export class TripPaths {
  constructor(@inject(TripTracks) private readonly tracks: TripTracks) {}

  async seenAt(tripId: string, precision: LocationPrecision): Promise<TripPathSeen | null> {
    const track = await this.tracks.of(tripId);
    return track ? pathOf(track, precision) : null;
  }
}

/** A path in hand (one just imported) as a viewer at this precision sees it. */
export function pathOf(track: TripTrack, precision: LocationPrecision): TripPathSeen {
  return {
    startedAt: track.startedAt.toISOString(),
    endedAt: track.endedAt.toISOString(),
    path: thinnedPath(pathSeenAt(track.points, precision), DRAWN_POINTS).map((p) => [p.latitude, p.longitude]),
  };
}

/** A path just imported, as its own angler sees it (exactly), thinned for drawing. */
export function recordedPathOf(track: RecordedTripTrack): TripPathSeen {
  return {
    startedAt: track.startedAt.toISOString(),
    endedAt: track.endedAt.toISOString(),
    path: thinnedFixes(track.fixes, DRAWN_POINTS),
  };
}
