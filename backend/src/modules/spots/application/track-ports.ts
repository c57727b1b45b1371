import type { TrackPoint, TrackWaypoint, TripTrack } from '../domain/track.ts';

/** What a GPX file holds for a trip: the track's name, its fixes in file order, its marked places. */
export interface RecordedTrack {
  name: string | null;
  points: TrackPoint[];
  waypoints: TrackWaypoint[];
}

/** Reads a GPX file as it streams in; throws TrackUnreadable for a file that is not a usable track. */
export interface GpxReader {
  read(bytes: AsyncIterable<Uint8Array>): Promise<RecordedTrack>;
}
export const GpxReader = Symbol.for('spots.GpxReader');

/** The recorded paths of trips (one a trip at most); they go with their trip. */
export interface TripTracks {
  /** Inside the caller's transaction. */
  save(track: TripTrack): Promise<void>;
  of(tripId: string): Promise<TripTrack | null>;
}
export const TripTracks = Symbol.for('spots.TripTracks');
