import { inject } from 'inversify';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import type { TrackWaypoint } from '../domain/track.ts';
import { timeRangeOfFixes } from '../domain/track-fixes.ts';
import { LogTrip, type LoggedTrip } from './log-trip.ts';
import { GpxReader, TripTracks, type RecordedTripTrack } from './track-ports.ts';

export interface ImportedTrack {
  trip: LoggedTrip['trip'];
  track: RecordedTripTrack;
  /** The file's marked places, for its angler to share as catches if they wish. */
  waypoints: readonly TrackWaypoint[];
}

/** Long enough for a watch's activity name; a place name is kept short everywhere. */
const PLACE_CHARS = 120;

/**
 * An angler imports a GPX track from a watch or a GPS unit into a new trip: fished when the track
 * started (its earliest fix), at its first fix, named after the track, its outcome left for the angler
 * to set (a file does not say whether fish were caught). The file is read whole before anything is
 * written, and the trip (with its spot counts, event and conditions lookup, as Log Trip) and its path
 * are saved in one transaction: a bad file, or a failure half-way, keeps nothing.
 */
export class ImportTrack {
  constructor(
    @inject(GpxReader) private readonly reader: GpxReader,
    @inject(TripTracks) private readonly tracks: TripTracks,
    @inject(LogTrip) private readonly logTrip: LogTrip,
    @inject(TransactionsToken) private readonly transactions: Transactions,
  ) {}

  async execute(anglerId: string, file: AsyncIterable<Uint8Array>): Promise<ImportedTrack> {
    const recorded = await this.reader.read(file);
    const { fixes } = recorded;
    const { startedAt, endedAt } = timeRangeOfFixes(fixes);
    return this.transactions.run(async () => {
      const { trip } = await this.logTrip.execute(
        anglerId,
        {
          fishingSuccess: false,
          location: (recorded.name ?? 'GPS track').slice(0, PLACE_CHARS),
          latitude: fixes.latitudes[0]!,
          longitude: fixes.longitudes[0]!,
          shareLocation: true,
          privacy: 'public',
        },
        startedAt,
      );
      const track: RecordedTripTrack = { tripId: trip.id, startedAt, endedAt, fixes, waypoints: recorded.waypoints };
      await this.tracks.save(track);
      return { trip, track, waypoints: recorded.waypoints };
    });
  }
}
