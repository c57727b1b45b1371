import { Migration } from '@mikro-orm/migrations';

/**
 * Each angler's mates (the anglers they follow who follow them back) as one array on one row, so a
 * page learns which of its authors are its reader's mates from one primary-key probe instead of two
 * walks of post_follows with the page's authors as arrays (measured under the bench's load, those
 * walks' B-tree descents were most of what PostgreSQL spent more on a shielded Following page).
 *
 * Kept by triggers on post_follows, in the transaction that changes a follow, so every writer of the
 * graph (identity's follow, unfollow and block transactions, an angler's removal, a bulk load) keeps
 * it and an unfollow or block is obeyed by the next read as before. Each trigger first makes sure
 * both anglers of every changed pair have a row and locks those rows in id order; only then does a
 * follow look for the follow back. So of two follows of the same pair committing at once, the one that
 * locks second waits for the first and sees its follow (each statement of a trigger function reads a
 * new snapshot), and an unfollow racing a follow back is applied after it or seen by it. TRUNCATE
 * empties it with the graph.
 */
export class PostMates20261129003632 extends Migration {
  override up(): void {
    this.addSql(`create table post_mates (
      angler_id uuid primary key,
      mate_ids uuid[] not null default '{}'
    )`);
    this.addSql(`create function post_mates_hold(anglers uuid[]) returns void language plpgsql as $$
      begin
        insert into post_mates (angler_id) select a from unnest(anglers) a order by a on conflict do nothing;
        perform 1 from post_mates m where m.angler_id = any (anglers) order by m.angler_id for update;
      end $$`);
    this.addSql(`create function post_mates_followed() returns trigger language plpgsql as $$
      begin
        if not exists (select 1 from arrived) then return null; end if;
        perform post_mates_hold(array(select follower_id from arrived union select followee_id from arrived));
        with mutual as (
          select a.follower_id as angler_id, a.followee_id as mate_id from arrived a
          where exists (select 1 from post_follows b where b.follower_id = a.followee_id and b.followee_id = a.follower_id)
        ), both_ways as (
          select angler_id, mate_id from mutual union select mate_id, angler_id from mutual
        ), added as (
          select angler_id, array_agg(mate_id) as mate_ids from both_ways group by angler_id
        )
        update post_mates m set mate_ids = array(select distinct u from unnest(m.mate_ids || a.mate_ids) u)
        from added a where m.angler_id = a.angler_id;
        return null;
      end $$`);
    this.addSql(`create function post_mates_unfollowed() returns trigger language plpgsql as $$
      begin
        if not exists (select 1 from gone) then return null; end if;
        perform post_mates_hold(array(select follower_id from gone union select followee_id from gone));
        with pairs as (
          select follower_id as angler_id, followee_id as mate_id from gone
          union select followee_id, follower_id from gone
        ), removed as (
          select angler_id, array_agg(mate_id) as mate_ids from pairs group by angler_id
        )
        update post_mates m set mate_ids = array(select u from unnest(m.mate_ids) u where u <> all (r.mate_ids))
        from removed r where m.angler_id = r.angler_id and m.mate_ids && r.mate_ids;
        return null;
      end $$`);
    this.addSql(`create function post_mates_cleared() returns trigger language plpgsql as $$
      begin
        delete from post_mates;
        return null;
      end $$`);
    this.addSql(`create trigger post_mates_followed after insert on post_follows
      referencing new table as arrived for each statement execute function post_mates_followed()`);
    this.addSql(`create trigger post_mates_unfollowed after delete on post_follows
      referencing old table as gone for each statement execute function post_mates_unfollowed()`);
    this.addSql(`create trigger post_mates_cleared after truncate on post_follows
      for each statement execute function post_mates_cleared()`);
    this.addSql(`insert into post_mates (angler_id, mate_ids)
      select f.follower_id, array_agg(f.followee_id) from post_follows f
      where exists (select 1 from post_follows b where b.follower_id = f.followee_id and b.followee_id = f.follower_id)
      group by f.follower_id`);
  }

  override down(): void {
    this.addSql('drop trigger post_mates_followed on post_follows');
    this.addSql('drop trigger post_mates_unfollowed on post_follows');
    this.addSql('drop trigger post_mates_cleared on post_follows');
    this.addSql('drop function post_mates_followed(), post_mates_unfollowed(), post_mates_cleared(), post_mates_hold(uuid[])');
    this.addSql('drop table post_mates');
  }
}
