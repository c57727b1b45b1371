import { Migration } from '@mikro-orm/migrations';

/**
 * Posts, likes and home timelines, shaped for the reads anglers make most:
 * every list is a keyset range scan on (created_at desc, id desc) of an index that starts with what the
 * list is about — the reader (home timeline), the author (profile grid, statistics) or a map cell
 * (nearby, Discover). No foreign keys to identity's tables: modules own their tables (ids only).
 */
export class Posts20251121100000 extends Migration {
  override up(): void {
    this.addSql(`
      create table posts (
        id uuid primary key,
        author_id uuid not null,
        type text not null check (type in ('catch', 'content')),
        privacy text not null check (privacy in ('public', 'mates', 'private')),
        species text null,
        weight double precision null check (weight >= 0),
        length double precision null check (length >= 0),
        method text null,
        description text null,
        title text null,
        tags text[] not null default '{}',
        content_type text null check (content_type in ('photo', 'video', 'text')),
        image_url text null,
        thumbnail_url text null,
        video_url text null,
        location text null,
        latitude double precision null check (latitude between -90 and 90),
        longitude double precision null check (longitude between -180 and 180),
        -- Map cells of 0.1° and 1° (see domain/map-cells.ts, same formula): equality on a cell plus
        -- newest-first order is a plain btree range, which PostgreSQL indexes without PostGIS.
        fine_cell integer generated always as
          (floor((latitude + 90) * 10)::integer * 3601 + floor((longitude + 180) * 10)::integer) stored,
        coarse_cell integer generated always as
          (floor(latitude + 90)::integer * 361 + floor(longitude + 180)::integer) stored,
        is_personal_best boolean not null default false,
        likes integer not null default 0 check (likes >= 0),
        comments integer not null default 0 check (comments >= 0),
        created_at timestamptz not null,
        check ((latitude is null) = (longitude is null)),
        check (type = 'content' or species is not null)
      )`);
    // A profile's grid and counts: one author's posts, newest first.
    this.addSql('create index posts_author_recent on posts (author_id, created_at desc, id desc)');
    // Statistics: one author's catches grouped by species, answered from the index alone.
    this.addSql(`create index posts_author_catches on posts (author_id, species)
      include (privacy, weight, length, created_at) where type = 'catch'`);
    // Nearby and Discover: newest first within one map cell (one probe per cell, merged).
    this.addSql('create index posts_fine_cell_recent on posts (fine_cell, created_at desc, id desc) where fine_cell is not null');
    this.addSql('create index posts_coarse_cell_recent on posts (coarse_cell, created_at desc, id desc) where coarse_cell is not null');
    // Discover by place name only (no coordinates from the browser): public catches whose location has those words.
    this.addSql(`create index posts_public_catch_place on posts using gin (to_tsvector('simple', location))
      where type = 'catch' and privacy = 'public' and location is not null`);
    // Discover with nothing to go on: the newest public catches anywhere.
    this.addSql(`create index posts_public_catches_recent on posts (created_at desc, id desc)
      where type = 'catch' and privacy = 'public'`);

    // One row per like: the primary key makes a like exist at most once, whatever races.
    this.addSql(`
      create table post_likes (
        post_id uuid not null references posts (id) on delete cascade,
        angler_id uuid not null,
        created_at timestamptz not null default now(),
        primary key (post_id, angler_id)
      )`);

    // Home timelines (the Following feed), written when a post is shared (fan-out on write): reading a
    // feed page is one range scan of the reader's own rows, whatever the number of followees.
    this.addSql(`
      create table home_timelines (
        angler_id uuid not null,
        created_at timestamptz not null,
        post_id uuid not null references posts (id) on delete cascade,
        author_id uuid not null,
        primary key (angler_id, created_at, post_id)
      )`);
    this.addSql('create index home_timelines_post on home_timelines (post_id)');
  }

  override down(): void {
    this.addSql('drop table home_timelines');
    this.addSql('drop table post_likes');
    this.addSql('drop table posts');
  }
}
