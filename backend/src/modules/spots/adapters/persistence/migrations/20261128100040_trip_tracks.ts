import { Migration } from '@mikro-orm/migrations';

/**
 * The paths trips were fished along, imported from a watch or a GPS unit: one row a trip, gone with
 * it. A path is kept as three parallel arrays (latitude, longitude, seconds after its start) rather
 * than a row a fix: a 10 MB file holds ~100,000 fixes, always read and written whole, and plain
 * arrays need no extension (no PostGIS). Waypoints are few: a small JSON list.
 */
export class TripTracks20261128100040 extends Migration {
  override up(): void {
    this.addSql(`create table trip_tracks (
      trip_id uuid primary key references trips (id) on delete cascade,
      started_at timestamptz not null,
      ended_at timestamptz not null,
      latitudes double precision[] not null,
      longitudes double precision[] not null,
      seconds double precision[] not null,
      waypoints jsonb not null default '[]',
      constraint trip_tracks_parallel check (
        cardinality(latitudes) > 0 and cardinality(latitudes) = cardinality(longitudes) and cardinality(latitudes) = cardinality(seconds)),
      constraint trip_tracks_in_order check (ended_at >= started_at))`);
  }

  override down(): void {
    this.addSql('drop table trip_tracks');
  }
}
