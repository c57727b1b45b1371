import { Migration } from '@mikro-orm/migrations';

/**
 * A trip's privacy, as a catch's (public, mates, private; public by default and for every trip logged
 * before): who sees it on the profile's Trips tab, its detail and the Following feed. Its place is
 * hidden from others besides, by the trip's own location sharing and the angler's 'Share Trip
 * Locations'. Tips keep pointing at a deleted trip's spot: `spot_tips.trip_id` is set null (migration
 * 20251121200100).
 */
export class TripPrivacy20251123190000 extends Migration {
  override up(): void {
    this.addSql(`alter table trips add column privacy varchar(8) not null default 'public'
      check (privacy in ('public', 'mates', 'private'))`);
  }

  override down(): void {
    this.addSql('alter table trips drop column privacy');
  }
}
