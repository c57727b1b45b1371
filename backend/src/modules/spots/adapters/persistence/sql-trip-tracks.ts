import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { TrackWaypoint, TripTrack } from '../../domain/track.ts';
import type { RecordedTripTrack, TripTracks } from '../../application/track-ports.ts';

/**
 * A list of numbers as PostgreSQL's array literal text, built by one join: pg's own conversion of a JS
 * array quotes and escapes each element through two regular expressions, which for a 10⁵-fix path
 * costs more than the rest of the insert. A number's shortest text reads back as the same float8.
 */
const float8Array = (values: readonly number[]): string => `{${values.join(',')}}`;

type StoredWaypoint = { latitude: number; longitude: number; name: string | null; at: string | null };

export class SqlTripTracks implements TripTracks {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async save(track: RecordedTripTrack): Promise<void> {
    const start = track.startedAt.getTime();
    const { latitudes, longitudes, times } = track.fixes;
    const waypoints: StoredWaypoint[] = track.waypoints.map((w) => ({ ...w, at: w.at?.toISOString() ?? null }));
    await this.db.run(sql`
      insert into trip_tracks (trip_id, started_at, ended_at, latitudes, longitudes, seconds, waypoints)
      values (${track.tripId}::uuid, ${track.startedAt}, ${track.endedAt},
        ${float8Array(latitudes)}::double precision[],
        ${float8Array(longitudes)}::double precision[],
        ${float8Array(times.map((t) => (t - start) / 1000))}::double precision[],
        ${JSON.stringify(waypoints)}::jsonb)`);
  }

  async of(tripId: string): Promise<TripTrack | null> {
    const [row] = await this.db.rows<{
      started_at: Date;
      ended_at: Date;
      latitudes: number[];
      longitudes: number[];
      seconds: number[];
      waypoints: StoredWaypoint[];
    }>(sql`select started_at, ended_at, latitudes, longitudes, seconds, waypoints from trip_tracks where trip_id = ${tripId}::uuid`);
    if (!row) return null;
    const start = new Date(row.started_at).getTime();
    return {
      tripId,
      startedAt: new Date(row.started_at),
      endedAt: new Date(row.ended_at),
      points: row.latitudes.map((latitude, i) => ({
        latitude,
        longitude: row.longitudes[i]!,
        at: new Date(start + row.seconds[i]! * 1000),
      })),
      waypoints: row.waypoints.map((w): TrackWaypoint => ({ ...w, at: w.at ? new Date(w.at) : null })),
    };
  }
}
