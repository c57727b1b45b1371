import { Migration } from '@mikro-orm/migrations';

/**
 * Nearby spots as a nearest-neighbour walk: each spot as a point on the earth (earthdistance's
 * ll_to_earth, a cube) under a GiST index, so `order by … <-> …` reads the nearest spots straight off
 * the index. The straight-line (chord) distance it orders by grows with the great-circle distance, so
 * the first 50 it gives are the 50 nearest; the haversine then measures them and the radius cuts.
 */
export class SpotNearest20251123230000 extends Migration {
  override up(): void {
    this.addSql('create extension if not exists cube');
    this.addSql('create extension if not exists earthdistance');
    this.addSql('create index spots_earth_idx on spots using gist (ll_to_earth(latitude, longitude))');
  }

  override down(): void {
    this.addSql('drop index spots_earth_idx');
  }
}
