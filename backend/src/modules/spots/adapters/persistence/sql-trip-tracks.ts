import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { TrackWaypoint, TripTrack } from '../../domain/track.ts';
import type { TripTracks } from '../../application/track-ports.ts';

type StoredWaypoint = { latitude: number; longitude: number; name: string | null; at: string | null };

export class SqlTripTracks implements TripTracks {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async save(track: TripTrack): Promise<void> {
    const start = track.startedAt.getTime();
    const waypoints: StoredWaypoint[] = track.waypoints.map((w) => ({ ...w, at: w.at?.toISOString() ?? null }));
    await this.db.run(sql`
      insert into trip_tracks (trip_id, started_at, ended_at, latitudes, longitudes, seconds, waypoints)
      values (${track.tripId}::uuid, ${track.startedAt}, ${track.endedAt},
        ${track.points.map((p) => p.latitude)}::double precision[],
        ${track.points.map((p) => p.longitude)}::double precision[],
        ${track.points.map((p) => (p.at.getTime() - start) / 1000)}::double precision[],
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
