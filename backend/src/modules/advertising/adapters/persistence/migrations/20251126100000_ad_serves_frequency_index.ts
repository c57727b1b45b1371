import { Migration } from '@mikro-orm/migrations';

/**
 * Serving asks, for every eligible campaign, how often this viewer saw it in the last day (the
 * frequency cap). The viewer index ordered by time made that a walk over all the viewer's serves
 * once per campaign; this one answers each campaign's count from a narrow index range.
 */
export class Advertising20251126100000 extends Migration {
  override up(): void {
    this.addSql('create index ad_serves_frequency_idx on ad_serves (viewer, campaign_id, impressed_at)');
  }
}
