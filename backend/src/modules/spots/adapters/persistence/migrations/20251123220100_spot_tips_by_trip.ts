import { Migration } from '@mikro-orm/migrations';

/**
 * A trip's card reads the tip it shared (`spot_tips.trip_id`): without an index each card scanned
 * every tip — the Following feed's trip cards cost more than the rest of its page.
 */
export class SpotTipsByTrip20251123220100 extends Migration {
  override up(): void {
    this.addSql('create index spot_tips_trip on spot_tips (trip_id) where trip_id is not null');
  }

  override down(): void {
    this.addSql('drop index spot_tips_trip');
  }
}
