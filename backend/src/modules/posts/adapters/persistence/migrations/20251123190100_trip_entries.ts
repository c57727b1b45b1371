import { Migration } from '@mikro-orm/migrations';

/**
 * Trips as entries of posts' feeds: which angler logged which trip, when, and who may see it
 * — kept from spots' durable TripLogged / TripEdited / TripDeleted events, so posts' one privacy rule
 * (domain/visibility.ts, and its SQL twin) decides who sees a trip on the Following feed, the profile's
 * Trips tab and the trip's detail, as it does for posts. The trip itself (place, conditions, tip) stays
 * spots'. Read by author (the Trips tab) and by the authors a reader follows (the Following feed): one
 * index serves both, newest first.
 */
export class TripEntries20251123190100 extends Migration {
  override up(): void {
    this.addSql(`
      create table trip_entries (
        trip_id uuid primary key,
        author_id uuid not null,
        privacy text not null check (privacy in ('public', 'mates', 'private')),
        created_at timestamptz not null
      )`);
    this.addSql('create index trip_entries_author_recent on trip_entries (author_id, created_at desc, trip_id desc) include (privacy)');
  }

  override down(): void {
    this.addSql('drop table trip_entries');
  }
}
