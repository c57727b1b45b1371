import { Migration } from '@mikro-orm/migrations';

/**
 * Statistics as a handful of rows (an angler with 10,000 catches in ≤ 25 ms at p99): one row
 * per (angler, species, privacy) with the count and both biggest fish, kept by the post repository in
 * the transaction that shares or deletes a catch. A read adds up at most species × 3 rows instead of
 * folding every catch. `*_at` is when the biggest fish was caught: the earliest of equal fish holds
 * the title (domain/stats.ts). Filled here from the posts already shared.
 *
 * Frozen: the SQL is written out as it ran when this migration landed (it once imported the
 * adapter's live text, so a later change there would have rewritten history).
 */
export class CatchTallies20251121300000 extends Migration {
  override up(): void {
    this.addSql(`
      create table catch_tallies (
        author_id uuid not null,
        species text not null,
        privacy text not null check (privacy in ('public', 'mates', 'private')),
        catches integer not null check (catches > 0),
        max_weight double precision null,
        max_weight_at timestamptz null,
        max_length double precision null,
        max_length_at timestamptz null,
        primary key (author_id, species, privacy)
      )`);
    this.addSql(`insert into catch_tallies (author_id, species, privacy, catches, max_weight, max_weight_at, max_length, max_length_at)
      select author_id, species, privacy, count(*)::int,
             max(weight), case when max(weight) is not null
               then (array_agg(created_at order by weight desc nulls last, created_at))[1] end,
             max(length), case when max(length) is not null
               then (array_agg(created_at order by length desc nulls last, created_at))[1] end
        from posts where type = 'catch' and (true)
       group by author_id, species, privacy`);
  }

  override down(): void {
    this.addSql('drop table catch_tallies');
  }
}
