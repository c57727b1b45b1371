import { Migration } from '@mikro-orm/migrations';

/**
 * The trips logged before posts kept trip entries (a database that ran before trips were feed entries: the demo data
 * of a development machine) get their entries once, at the projection's birth, as posts' copy of the
 * follow graph did (listed as such in test/table-owners.test.ts); from then on only spots' events write
 * them. Runs after spots' migration 20251123190000 (trips' privacy): migrations run in name order.
 */
export class TripEntriesBackfill20251123190200 extends Migration {
  override up(): void {
    this.addSql(`insert into trip_entries (trip_id, author_id, privacy, created_at)
      select id, angler_id, privacy, created_at from trips
      on conflict (trip_id) do nothing`);
  }

  override down(): void {
    // The entries stay: they are what spots' events would have written.
  }
}
