import type { TrackWaypoint, TripTrack } from '../domain/track.ts';
import type { TrackFixes } from '../domain/track-fixes.ts';

/** What a GPX file holds for a trip: the track's name, its fixes in file order, its marked places. */
export interface RecordedTrack {
  name: string | null;
  fixes: TrackFixes;
  waypoints: TrackWaypoint[];
}

/** A path about to be kept with its new trip, its fixes as the file gave them. */
export interface RecordedTripTrack {
  tripId: string;
  startedAt: Date;
  endedAt: Date;
  fixes: TrackFixes;
  waypoints: readonly TrackWaypoint[];
}

/** Reads a GPX file as it streams in; throws TrackUnreadable for a file that is not a usable track. */
export interface GpxReader {
  read(bytes: AsyncIterable<Uint8Array>): Promise<RecordedTrack>;
}
export const GpxReader = Symbol.for('spots.GpxReader');

/** The recorded paths of trips (one a trip at most); they go with their trip. */
export interface TripTracks {
  /** Inside the caller's transaction. */
  save(track: RecordedTripTrack): Promise<void>;
  of(tripId: string): Promise<TripTrack | null>;
}
export const TripTracks = Symbol.for('spots.TripTracks');
