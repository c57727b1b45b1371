import { Migration } from '@mikro-orm/migrations';

/**
 * Each item's open reports by reason, kept on its row beside the total, in the transaction of each
 * report (one more under its reason) and action (all closed): a queue page reads its counts from its
 * own rows instead of counting a brigade's thousands of reports on every request. Filled once here
 * from the open reports. The open reports' reasons index served only that count: dropped, one index
 * fewer for every report to write.
 */
export class ModerationOpenReasons20261128074233 extends Migration {
  override up(): void {
    this.addSql(`alter table moderation_items add column open_reasons jsonb not null default '{}'::jsonb`);
    this.addSql(`
      update moderation_items i set open_reasons = c.reasons
      from (
        select kind, item_id, jsonb_object_agg(reason, n) as reasons
        from (select kind, item_id, reason, count(*)::int as n from moderation_reports where closed_at is null group by kind, item_id, reason) r
        group by kind, item_id
      ) c
      where c.kind = i.kind and c.item_id = i.item_id`);
    this.addSql('drop index moderation_reports_open_reasons_idx');
  }

  override down(): void {
    this.addSql('create index moderation_reports_open_reasons_idx on moderation_reports (kind, item_id, reason) where closed_at is null');
    this.addSql('alter table moderation_items drop column open_reasons');
  }
}
