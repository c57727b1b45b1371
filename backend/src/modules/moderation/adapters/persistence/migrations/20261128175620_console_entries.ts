import { Migration } from '@mikro-orm/migrations';

/**
 * Each item's queue entry kept written as the console's JSON (contracts' QueueEntry) on its row, so a
 * queue page joins stored text instead of building every entry's JSON on every request: the reasons
 * sorted (most first, then by name), the times as ISO text, the hidden state and the item as its row
 * keeps it. Only `reportedByMe` belongs to the reading operator: the entry is kept in two parts, before
 * and after it, and a page puts the operator's answer between them.
 *
 * A trigger rewrites both parts in the very statement that changes the row — a report, an action, a
 * hide, a description, an author's new name, a deleted angler forgotten, and rows written in bulk — so
 * no writer can leave an entry behind its row. Filled here for the rows already there.
 */
export class ModerationConsoleEntries20261128175620 extends Migration {
  override up(): void {
    this.addSql('alter table moderation_items add column entry_head text null, add column entry_tail text null');
    this.addSql(`
      create function moderation_items_console_entry() returns trigger language plpgsql as $$
      declare
        iso constant text := 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';
      begin
        -- Written exactly as json_build_object writes the whole entry: the JSON text is the answer, byte for byte.
        new.entry_head := left(json_build_object(
            'kind', new.kind,
            'itemId', new.item_id,
            'openReports', new.open_reports,
            'reasons', (
              select coalesce(json_agg(json_build_object('reason', r.key, 'count', r.value::int) order by r.value::int desc, r.key collate "C"), '[]'::json)
              from jsonb_each_text(new.open_reasons) r where r.value::int > 0),
            'lastReportedAt', to_char(new.last_reported_at at time zone 'UTC', iso),
            'hidden', case when new.hidden_at is null then null
              else json_build_object('automatic', new.hidden_automatically, 'ruleId', new.hidden_rule_id, 'at', to_char(new.hidden_at at time zone 'UTC', iso)) end
          )::text, -1) || ', "reportedByMe" : ';
        new.entry_tail := ', "item" : ' || coalesce((case when new.excerpt is null then null else json_build_object(
            'author', case when new.author_id is null then null else json_build_object('id', new.author_id, 'displayName', new.author_name) end,
            'title', new.title,
            'excerpt', new.excerpt,
            'link', new.link,
            'createdAt', to_char(new.item_created_at at time zone 'UTC', iso),
            'context', '[]'::json) end)::text, 'null') || '}';
        return new;
      end $$`);
    this.addSql(`
      create trigger moderation_items_console_entry before insert or update on moderation_items
      for each row execute function moderation_items_console_entry()`);
    this.addSql('update moderation_items set open_reports = open_reports');
    this.addSql('alter table moderation_items alter column entry_head set not null, alter column entry_tail set not null');
  }

  override down(): void {
    this.addSql('drop trigger moderation_items_console_entry on moderation_items');
    this.addSql('drop function moderation_items_console_entry()');
    this.addSql('alter table moderation_items drop column entry_head, drop column entry_tail');
  }
}
