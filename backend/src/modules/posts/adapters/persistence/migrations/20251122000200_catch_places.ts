import { Migration } from '@mikro-orm/migrations';

/**
 * Discover's own narrow table: where and when each public catch with coordinates was made, written
 * once at sharing and gone with the post. The posts table is updated on every like, so its pages are
 * rarely all-visible and a walk of its cell index must visit the table for each entry; this table is
 * never updated, so its cell indexes — which carry the coordinates — answer "newest public catches
 * within the circle" index-only, and stop after a page.
 */
export class CatchPlaces20251122000200 extends Migration {
  override up(): void {
    this.addSql(`
      create table catch_places (
        post_id uuid primary key references posts (id) on delete cascade,
        created_at timestamptz not null,
        latitude double precision not null,
        longitude double precision not null,
        fine_cell integer not null,
        coarse_cell integer not null
      )`);
    this.addSql(`insert into catch_places (post_id, created_at, latitude, longitude, fine_cell, coarse_cell)
      select id, created_at, latitude, longitude, fine_cell, coarse_cell from posts
      where type = 'catch' and privacy = 'public' and latitude is not null`);
    this.addSql(`create index catch_places_fine on catch_places (fine_cell, created_at desc, post_id desc)
      include (latitude, longitude)`);
    this.addSql(`create index catch_places_coarse on catch_places (coarse_cell, created_at desc, post_id desc)
      include (latitude, longitude)`);
  }

  override down(): void {
    this.addSql('drop table catch_places');
  }
}
