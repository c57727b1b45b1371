import { Migration } from '@mikro-orm/migrations';
import { TALLY_ROWS_OF_POSTS } from '../catch-tallies.sql.ts';

/**
 * Statistics as a handful of rows (issue 3: an angler with 10,000 catches in ≤ 25 ms at p99): one row
 * per (angler, species, privacy) with the count and both biggest fish, kept by the post repository in
 * the transaction that shares or deletes a catch. A read adds up at most species × 3 rows instead of
 * folding every catch. `*_at` is when the biggest fish was caught: the earliest of equal fish holds
 * the title (domain/stats.ts). Filled here from the posts already shared.
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
      ${TALLY_ROWS_OF_POSTS('true')}`);
  }

  override down(): void {
    this.addSql('drop table catch_tallies');
  }
}
