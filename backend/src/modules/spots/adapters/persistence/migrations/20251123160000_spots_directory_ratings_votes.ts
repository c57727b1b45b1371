import { Migration } from '@mikro-orm/migrations';

/**
 * The spots directory's fields, ratings, tip votes and spots' own copy of anglers' cards.
 * Counters (ratings' sum and count, a tip's up/down votes, a spot's successful trips) move in SQL
 * inside the transaction of the change, after locking the row they count on, so they stay exact
 * under concurrency. One rating and one vote per angler are primary keys.
 */
export class SpotsDirectoryRatingsVotes20251123160000 extends Migration {
  override up(): void {
    this.addSql(`alter table spots
      add column description text null,
      add column difficulty varchar(12) null check (difficulty in ('beginner', 'intermediate', 'advanced')),
      add column access_type varchar(16) null check (access_type in ('public', 'private', 'permit_required')),
      add column facilities text[] not null default '{}',
      add column species text[] not null default '{}',
      add column rating_sum integer not null default 0 check (rating_sum >= 0),
      add column rating_count integer not null default 0 check (rating_count >= 0),
      add column successful_trips integer not null default 0 check (successful_trips >= 0)`);
    this.addSql(`update spots s set successful_trips = (select count(*) from trips t where t.spot_id = s.id and t.fishing_success)`);
    this.addSql(`
      create table spot_ratings (
        spot_id varchar(64) not null references spots (id),
        angler_id uuid not null,
        rating smallint not null check (rating between 1 and 5),
        rated_at timestamptz not null default now(),
        primary key (spot_id, angler_id)
      )`);
    this.addSql(`alter table spot_tips
      add column upvotes integer not null default 0 check (upvotes >= 0),
      add column downvotes integer not null default 0 check (downvotes >= 0)`);
    this.addSql(`
      create table spot_tip_votes (
        tip_id uuid not null references spot_tips (id) on delete cascade,
        angler_id uuid not null,
        vote smallint not null check (vote in (-1, 1)),
        primary key (tip_id, angler_id)
      )`);
    this.addSql(`
      create table spot_anglers (
        id uuid primary key,
        display_name varchar(200) null,
        first_name varchar(200) null,
        profile_image_url text null,
        share_trip_locations boolean not null
      )`);
  }

  override down(): void {
    this.addSql('drop table spot_anglers');
    this.addSql('drop table spot_tip_votes');
    this.addSql('alter table spot_tips drop column upvotes, drop column downvotes');
    this.addSql('drop table spot_ratings');
    this.addSql(`alter table spots drop column description, drop column difficulty, drop column access_type, drop column facilities,
      drop column species, drop column rating_sum, drop column rating_count, drop column successful_trips`);
  }
}
