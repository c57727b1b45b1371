import { Migration } from '@mikro-orm/migrations';

/**
 * The queue's reasons per item, counted from an index alone. A queue page counts the open reports of
 * its 20 items by reason; the most reported items (a brigade) carry thousands, and counting them through
 * the table fetched a page of it per report. This index holds exactly what the count reads, for open
 * reports only, so the count is an index-only scan.
 */
export class ModerationQueueReasons20261128073010 extends Migration {
  override up(): void {
    this.addSql('create index moderation_reports_open_reasons_idx on moderation_reports (kind, item_id, reason) where closed_at is null');
  }

  override down(): void {
    this.addSql('drop index moderation_reports_open_reasons_idx');
  }
}
