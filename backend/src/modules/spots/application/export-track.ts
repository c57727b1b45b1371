import { inject } from 'inversify';
import { TrackNotFound } from '../domain/track.errors.ts';
import { TripViews } from './trip-ports.ts';
import { TripTracks } from './track-ports.ts';
import { tripGpx, tripKml, type TrackFileContent } from './track-files.ts';

export type TrackFormat = 'gpx' | 'kml';

export interface TrackFile {
  contentType: string;
  filename: string;
  body: string;
}

const CONTENT_TYPES: Record<TrackFormat, string> = {
  gpx: 'application/gpx+xml; charset=utf-8',
  kml: 'application/vnd.google-earth.kml+xml; charset=utf-8',
};

/**
 * An angler downloads one of their trips as GPX or KML: its recorded path (or its single point) and its
 * waypoints, exactly as recorded. Only its own angler may: a file is a copy that leaves every later
 * change of privacy and precision behind, so nobody else gets one — to anyone else the trip's file is
 * not there (404), whatever of the trip they may see on its page.
 */
export class ExportTrack {
  constructor(
    @inject(TripViews) private readonly views: TripViews,
    @inject(TripTracks) private readonly tracks: TripTracks,
  ) {}

  async execute(anglerId: string, tripId: string, format: TrackFormat): Promise<TrackFile> {
    const trip = (await this.views.byIds([tripId])).get(tripId);
    if (!trip || trip.anglerId !== anglerId) throw new TrackNotFound();
    const track = await this.tracks.of(tripId);
    const name = trip.spotName ?? trip.location ?? 'Fishing trip';
    const content: TrackFileContent = {
      name,
      description: trip.notes,
      at: track?.startedAt ?? trip.createdAt,
      path: track?.points ?? null,
      waypoints: track?.waypoints ?? [],
      place: trip.latitude !== null && trip.longitude !== null ? { latitude: trip.latitude, longitude: trip.longitude } : null,
    };
    return {
      contentType: CONTENT_TYPES[format],
      filename: `tightlines-trip-${tripId}.${format}`,
      body: format === 'gpx' ? tripGpx(content) : tripKml(content),
    };
  }
}
