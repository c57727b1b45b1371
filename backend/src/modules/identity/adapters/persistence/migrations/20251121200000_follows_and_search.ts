import { Migration } from '@mikro-orm/migrations';

/**
 * Who follows whom, and finding anglers by name.
 *
 * Follows: the primary key (follower, followee) makes following idempotent under any concurrency; the
 * reverse index answers "who follows X" (fan-out, followers) and the mate check (does X follow back?)
 * by primary-key probes. The profile shows no follower/following figures, only Mates, which is counted
 * by index over the angler's followees (bounded by how many they follow) — so no counters to keep.
 *
 * Search: one lower-cased text of display, first and last name, with a trigram index (substring match
 * on 100k anglers) and a b-tree on (search_name, id) for the keyset-paginated, alphabetical read.
 */
export class FollowsAndSearch20251121200000 extends Migration {
  override up(): void {
    this.addSql(`
      create table follows (
        follower_id uuid not null references users (id) on delete cascade,
        followee_id uuid not null references users (id) on delete cascade,
        created_at timestamptz not null default now(),
        primary key (follower_id, followee_id),
        constraint follows_not_self check (follower_id <> followee_id)
      )`);
    this.addSql('create index follows_followee_idx on follows (followee_id, follower_id)');
    this.addSql('create extension if not exists pg_trgm');
    this.addSql(`
      alter table users add column search_name text generated always as (
        lower(coalesce(display_name, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, ''))
      ) stored`);
    this.addSql('create index users_search_name_trgm_idx on users using gin (search_name gin_trgm_ops)');
    this.addSql('create index users_search_name_idx on users (search_name, id)');
  }

  override down(): void {
    this.addSql('drop index users_search_name_idx');
    this.addSql('drop index users_search_name_trgm_idx');
    this.addSql('alter table users drop column search_name');
    this.addSql('drop table follows');
  }
}
