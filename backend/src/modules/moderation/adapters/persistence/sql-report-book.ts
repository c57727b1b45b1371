import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf, type RowShape } from '../../../../platform/db/row.ts';
import type { ReportReason } from '../../domain/report-reason.ts';
import {
  keyOf,
  type ItemCase,
  type ItemKey,
  type QueueKey,
  type QueuePage,
  type ReportBook,
  type ReportRecord,
} from '../../application/ports.ts';
import type { ItemSnapshot } from '../../application/item-snapshot.ts';
import { queuePageSql } from './queue-page.sql.ts';

const CaseColumns = rowOf({
  kind: col.text<ItemCase['kind']>(),
  itemId: col.text(),
  authorId: col.text().nullable(),
  openReports: col.number(),
  lastReportedAt: col.time(),
  hiddenAt: col.time().nullable(),
  hiddenRuleId: col.text().nullable(),
  hiddenAutomatically: col.bool(),
  openReasons: col.of<Partial<Record<ReportReason, number>>>(),
});
/** Most reported reason first, then by name: the order the console lists them in. */
const reasonsOf = (counts: Partial<Record<ReportReason, number>>) =>
  Object.entries(counts)
    .filter((e): e is [ReportReason, number] => (e[1] ?? 0) > 0)
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || (a.reason < b.reason ? -1 : 1));
const Case: RowShape<ItemCase> = {
  read: (row) => {
    const { hiddenAt, hiddenRuleId, hiddenAutomatically, openReasons, ...item } = CaseColumns.read(row);
    return {
      ...item,
      reasons: reasonsOf(openReasons),
      hidden: hiddenAt === null ? null : { at: hiddenAt, ruleId: hiddenRuleId, automatic: hiddenAutomatically },
    };
  },
};
const CASE = sql`kind, item_id, author_id, open_reports, open_reasons, last_reported_at, hidden_at, hidden_rule_id, hidden_automatically`;

const Report: RowShape<ReportRecord> = rowOf({
  id: col.text(),
  kind: col.text<ItemCase['kind']>(),
  itemId: col.text(),
  reporterId: col.text(),
  reason: col.text<ReportReason>(),
  details: col.text().nullable(),
  createdAt: col.time(),
});

const anyOf = (items: readonly ItemKey[]) =>
  sql`(kind, item_id) in (select * from unnest(${items.map((i) => i.kind)}::text[], ${items.map((i) => i.itemId)}::uuid[]))`;

/** Reports and reported items in SQL. An item's row is the lock every report and action on it takes first. */
export class SqlReportBook implements ReportBook {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async file(report: ReportRecord, authorId: string | null, snapshot: ItemSnapshot | null): Promise<ItemCase | null> {
    await this.lock(report, authorId, report.createdAt, snapshot);
    const [inserted] = await this.db.rows(sql`
      insert into moderation_reports (id, kind, item_id, reporter_id, reason, details, created_at)
      values (${report.id}::uuid, ${report.kind}, ${report.itemId}::uuid, ${report.reporterId}::uuid, ${report.reason}, ${report.details}, ${report.createdAt})
      on conflict (kind, item_id, reporter_id) where closed_at is null do nothing
      returning id`);
    if (!inserted) return null;
    const [row] = await this.db.rows(sql`
      update moderation_items set open_reports = open_reports + 1,
        open_reasons = jsonb_set(open_reasons, array[${report.reason}::text], to_jsonb(coalesce((open_reasons ->> ${report.reason}::text)::int, 0) + 1)),
        last_reported_at = greatest(last_reported_at, ${report.createdAt})
      where kind = ${report.kind} and item_id = ${report.itemId}::uuid
      returning ${CASE}`);
    return Case.read(row!);
  }

  async lock(item: ItemKey, authorId: string | null, at: Date, snapshot: ItemSnapshot | null): Promise<ItemCase> {
    // The upsert takes the row's lock whether it inserts or finds the row; a snapshot (excerpt not null) replaces the kept one whole.
    const kept = (column: string) =>
      sql.raw(`${column} = case when excluded.excerpt is null then moderation_items.${column} else excluded.${column} end`);
    const [row] = await this.db.rows(sql`
      insert into moderation_items (kind, item_id, author_id, last_reported_at, title, excerpt, link, item_created_at, author_name)
      values (${item.kind}, ${item.itemId}::uuid, ${authorId}::uuid, ${at}, ${snapshot?.title ?? null}, ${snapshot?.excerpt ?? null},
        ${snapshot?.link ?? null}, ${snapshot?.createdAt ?? null}::timestamptz, ${snapshot?.authorName ?? null})
      on conflict (kind, item_id) do update set author_id = coalesce(excluded.author_id, moderation_items.author_id),
        ${kept('title')}, ${kept('link')}, ${kept('item_created_at')}, ${kept('author_name')}, ${kept('excerpt')}
      returning ${CASE}`);
    return Case.read(row!);
  }

  async find(item: ItemKey): Promise<ItemCase | null> {
    const [row] = await this.db.rows(
      sql`select ${CASE} from moderation_items where kind = ${item.kind} and item_id = ${item.itemId}::uuid`,
    );
    return row ? Case.read(row) : null;
  }

  async openReporterIds(item: ItemKey): Promise<string[]> {
    const rows = await this.db.rows<{ reporter_id: string }>(sql`
      select reporter_id from moderation_reports where kind = ${item.kind} and item_id = ${item.itemId}::uuid and closed_at is null`);
    return rows.map((r) => r.reporter_id);
  }

  async openReports(item: ItemKey): Promise<ReportRecord[]> {
    const rows = await this.db.rows(sql`
      select id, kind, item_id, reporter_id, reason, details, created_at from moderation_reports
      where kind = ${item.kind} and item_id = ${item.itemId}::uuid and closed_at is null
      order by created_at desc, id desc`);
    return rows.map(Report.read);
  }

  async setHidden(item: ItemKey, hidden: ItemCase['hidden']): Promise<void> {
    await this.db.run(sql`
      update moderation_items set hidden_at = ${hidden?.at ?? null}, hidden_rule_id = ${hidden?.ruleId ?? null}, hidden_automatically = ${hidden?.automatic ?? false}
      where kind = ${item.kind} and item_id = ${item.itemId}::uuid`);
  }

  async closeOpen(item: ItemKey, actionId: string, at: Date): Promise<string[]> {
    const rows = await this.db.rows<{ reporter_id: string }>(sql`
      update moderation_reports set closed_at = ${at}, closed_by = ${actionId}::uuid
      where kind = ${item.kind} and item_id = ${item.itemId}::uuid and closed_at is null
      returning reporter_id`);
    await this.db.run(
      sql`update moderation_items set open_reports = 0, open_reasons = '{}'::jsonb where kind = ${item.kind} and item_id = ${item.itemId}::uuid`,
    );
    return rows.map((r) => r.reporter_id);
  }

  async queuePage(viewerId: string, after: QueueKey | null, limit: number): Promise<QueuePage> {
    const rows = await this.db.prepared('moderation.queue-page', queuePageSql(viewerId, after, limit));
    const last = rows.length > limit ? rows[limit - 1] : undefined;
    return {
      entries: rows.slice(0, limit).map((r) => r.entry),
      next: last
        ? { kind: last.kind, itemId: last.item_id, openReports: last.open_reports, lastReportedAt: new Date(last.last_reported_at) }
        : null,
    };
  }

  async undescribed(after: ItemKey | null, limit: number): Promise<ItemKey[]> {
    const rows = await this.db.rows<{ kind: ItemKey['kind']; item_id: string }>(sql`
      select kind, item_id from moderation_items
      where excerpt is null ${after ? sql`and (kind, item_id) > (${after.kind}, ${after.itemId}::uuid)` : sql``}
      order by kind, item_id limit ${limit}`);
    return rows.map((r) => ({ kind: r.kind, itemId: r.item_id }));
  }

  async describe(item: ItemKey, snapshot: ItemSnapshot): Promise<void> {
    await this.db.run(sql`
      update moderation_items set author_id = coalesce(${snapshot.authorId}::uuid, author_id), title = ${snapshot.title},
        excerpt = ${snapshot.excerpt}, link = ${snapshot.link}, item_created_at = ${snapshot.createdAt}, author_name = ${snapshot.authorName}
      where kind = ${item.kind} and item_id = ${item.itemId}::uuid and excerpt is null`);
  }

  async renameAuthor(authorId: string, name: string | null): Promise<void> {
    await this.db.run(sql`
      update moderation_items set author_name = ${name} where author_id = ${authorId}::uuid and author_name is distinct from ${name}`);
  }

  async reportedBy(anglerId: string, items: readonly ItemKey[]): Promise<Set<string>> {
    if (!items.length) return new Set();
    const rows = await this.db.rows<{ kind: ItemKey['kind']; item_id: string }>(sql`
      select kind, item_id from moderation_reports where closed_at is null and reporter_id = ${anglerId}::uuid and ${anyOf(items)}`);
    return new Set(rows.map((r) => keyOf({ kind: r.kind, itemId: r.item_id })));
  }
}
