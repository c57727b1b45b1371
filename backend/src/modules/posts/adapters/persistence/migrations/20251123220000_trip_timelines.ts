import { Migration } from '@mikro-orm/migrations';

/**
 * Trips in home timelines: each reader's copy of the trips their Following feed shows,
 * written on logging (fan-out on write, as posts are) instead of reading every followed angler's
 * trip entries at each page (fan-in: work that grew with the anglers a reader follows). The primary
 * key holds everything a page reads (author and privacy included), so a page is an index-only walk of
 * the reader's newest rows; rows go with their entry (on delete cascade); trip_id is indexed for the
 * edits that narrow a trip's audience.
 *
 * At birth, the trips of the last fortnight (up to the newest one) enter the timelines of their angler
 * and of everyone then allowed to see them — the privacy rule of posts/domain/visibility.ts as it
 * stands today, written out here because a migration is frozen: public to followers, mates-only to
 * mates, private to nobody else. Older trips stay on the profile's Trips tab.
 */
export class TripTimelines20251123220000 extends Migration {
  override up(): void {
    this.addSql(`
      create table trip_timelines (
        angler_id uuid not null,
        created_at timestamptz not null,
        trip_id uuid not null references trip_entries (trip_id) on delete cascade,
        author_id uuid not null,
        privacy text not null check (privacy in ('public', 'mates', 'private')),
        primary key (angler_id, created_at, trip_id) include (author_id, privacy)
      )`);
    this.addSql('create index trip_timelines_trip on trip_timelines (trip_id)');
    this.addSql(`
      insert into trip_timelines (angler_id, created_at, trip_id, author_id, privacy)
      with recent as (
        select e.trip_id, e.author_id, e.privacy, e.created_at from trip_entries e
        where e.created_at > (select max(created_at) from trip_entries) - interval '14 days'
      )
      select r.author_id, r.created_at, r.trip_id, r.author_id, r.privacy from recent r
      union all
      select f.follower_id, r.created_at, r.trip_id, r.author_id, r.privacy from recent r
      join post_follows f on f.followee_id = r.author_id
      where r.privacy = 'public'
         or (r.privacy = 'mates' and exists (
              select from post_follows b where b.follower_id = r.author_id and b.followee_id = f.follower_id))
      on conflict do nothing`);
  }

  override down(): void {
    this.addSql('drop table trip_timelines');
  }
}
