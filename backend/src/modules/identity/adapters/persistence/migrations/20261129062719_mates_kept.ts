import { Migration } from '@mikro-orm/migrations';

/**
 * Each angler's Mates count (anglers who follow each other) kept beside them, exact in the transaction
 * that changes a follow: a profile reads one row instead of walking every follow of the angler with a
 * probe each, a walk that grew with the data and that a per-process memory could not hold for a large
 * population of anglers.
 *
 * `follow_pairs` holds how many of a pair's two directions exist. Statement triggers on follows (with
 * the statement's follows as transition tables, so one statement ending both directions of a pair, as
 * a block does, counts it once) move each pair's row and, when a pair becomes or stops being mates,
 * both anglers' counts. The pair's row is what serialises a follow and a follow back racing each other:
 * the second waits for the first's row and adds to what it committed (an upsert, an update), where a
 * look at the other direction could miss a follow not yet committed. Rows are locked in key order
 * (pairs, then anglers), and a statement's follows are all locked before its trigger runs, so two
 * writers of follows cannot deadlock as long as each changes a pair's follows in one statement.
 */
export class MatesKept20261129062719 extends Migration {
  override up(): void {
    this.addSql(`create table follow_pairs (
      lo uuid not null, hi uuid not null, directions smallint not null check (directions between 0 and 2),
      primary key (lo, hi))`);
    this.addSql(`create table angler_mates (
      angler_id uuid primary key references users (id) on delete cascade,
      mates integer not null check (mates >= 0))`);
    this.addSql(`insert into follow_pairs (lo, hi, directions)
      select least(follower_id, followee_id), greatest(follower_id, followee_id), count(*) from follows group by 1, 2`);
    this.addSql(`insert into angler_mates (angler_id, mates)
      select a.id, count(*)::int from follow_pairs p cross join lateral (values (p.lo), (p.hi)) a(id)
      where p.directions = 2 group by a.id`);
    // The anglers of pairs that became (up) or stopped being (down) mates, once per pair each: a new
    // count only for anglers still there (a follow ended by its angler's deletion leaves none behind).
    this.addSql(`create function angler_mates_move(anglers uuid[], up boolean) returns void language plpgsql as $$
      begin
        if up then
          insert into angler_mates as m (angler_id, mates)
          select u.id, count(*)::int from unnest(anglers) a(id) join users u on u.id = a.id group by u.id order by u.id
          on conflict (angler_id) do update set mates = m.mates + excluded.mates;
        else
          perform 1 from angler_mates where angler_id = any(anglers) order by angler_id for no key update;
          update angler_mates m set mates = m.mates - d.n
          from (select id, count(*)::int as n from unnest(anglers) a(id) group by id) d where m.angler_id = d.id;
        end if;
      end $$`);
    this.addSql(`create function follows_made() returns trigger language plpgsql as $$
      declare
        begun uuid[];
      begin
        with made as (
          select least(follower_id, followee_id) as lo, greatest(follower_id, followee_id) as hi, count(*)::smallint as n
          from new_follows group by 1, 2),
        moved as (
          insert into follow_pairs as p (lo, hi, directions) select lo, hi, n from made order by lo, hi
          on conflict (lo, hi) do update set directions = p.directions + excluded.directions
          returning p.lo, p.hi, p.directions)
        select array_agg(a.id) into begun from moved join made using (lo, hi)
          cross join lateral (values (moved.lo), (moved.hi)) a(id)
          where moved.directions = 2 and moved.directions - made.n < 2;
        if begun is not null then perform angler_mates_move(begun, true); end if;
        return null;
      end $$`);
    this.addSql(`create function follows_ended() returns trigger language plpgsql as $$
      declare
        ended uuid[];
      begin
        perform 1 from follow_pairs p
          where (p.lo, p.hi) in (select least(follower_id, followee_id), greatest(follower_id, followee_id) from old_follows)
          order by p.lo, p.hi for no key update;
        with gone as (
          select least(follower_id, followee_id) as lo, greatest(follower_id, followee_id) as hi, count(*)::smallint as n
          from old_follows group by 1, 2),
        moved as (
          update follow_pairs p set directions = p.directions - gone.n from gone
          where p.lo = gone.lo and p.hi = gone.hi
          returning p.lo, p.hi, p.directions + gone.n as before)
        select array_agg(a.id) into ended from moved cross join lateral (values (moved.lo), (moved.hi)) a(id) where moved.before = 2;
        delete from follow_pairs p
          where p.directions = 0
            and (p.lo, p.hi) in (select least(follower_id, followee_id), greatest(follower_id, followee_id) from old_follows);
        if ended is not null then perform angler_mates_move(ended, false); end if;
        return null;
      end $$`);
    this.addSql(`create trigger follows_made after insert on follows
      referencing new table as new_follows for each statement execute function follows_made()`);
    this.addSql(`create trigger follows_ended after delete on follows
      referencing old table as old_follows for each statement execute function follows_ended()`);
  }

  override down(): void {
    this.addSql('drop trigger follows_made on follows');
    this.addSql('drop trigger follows_ended on follows');
    this.addSql('drop function follows_made()');
    this.addSql('drop function follows_ended()');
    this.addSql('drop function angler_mates_move(uuid[], boolean)');
    this.addSql('drop table angler_mates');
    this.addSql('drop table follow_pairs');
  }
}
