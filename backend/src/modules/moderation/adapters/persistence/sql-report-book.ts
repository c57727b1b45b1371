import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf, type RowShape } from '../../../../platform/db/row.ts';
import type { ReportReason } from '../../domain/report-reason.ts';
import {
  keyOf,
  type ItemCase,
  type ItemKey,
  type QueueKey,
  type QueuedCase,
  type ReportBook,
  type ReportRecord,
} from '../../application/ports.ts';

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

  async file(report: ReportRecord, authorId: string | null): Promise<ItemCase | null> {
    await this.lock(report, authorId, report.createdAt);
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

  async lock(item: ItemKey, authorId: string | null, at: Date): Promise<ItemCase> {
    // The upsert takes the row's lock whether it inserts or finds the row.
    const [row] = await this.db.rows(sql`
      insert into moderation_items (kind, item_id, author_id, last_reported_at) values (${item.kind}, ${item.itemId}::uuid, ${authorId}::uuid, ${at})
      on conflict (kind, item_id) do update set author_id = coalesce(excluded.author_id, moderation_items.author_id)
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

  async queue(viewerId: string, after: QueueKey | null, limit: number): Promise<QueuedCase[]> {
    // One statement a page: the rows carry their counts, and whether the viewer reported each is a probe of the one-open-report index.
    const rows = await this.db.rows<{ reported_by_viewer: boolean }>(sql`
      select ${CASE}, exists (
          select 1 from moderation_reports r
          where r.kind = i.kind and r.item_id = i.item_id and r.reporter_id = ${viewerId}::uuid and r.closed_at is null
        ) as reported_by_viewer
      from moderation_items i
      where open_reports > 0
        ${
          after
            ? sql`and (open_reports < ${after.openReports} or (open_reports = ${after.openReports} and (last_reported_at < ${after.lastReportedAt}
          or (last_reported_at = ${after.lastReportedAt} and (kind, item_id) > (${after.kind}, ${after.itemId}::uuid)))))`
            : sql``
        }
      order by open_reports desc, last_reported_at desc, kind, item_id
      limit ${limit}`);
    return rows.map((r) => ({ ...Case.read(r), reportedByViewer: r.reported_by_viewer }));
  }

  async reportedBy(anglerId: string, items: readonly ItemKey[]): Promise<Set<string>> {
    if (!items.length) return new Set();
    const rows = await this.db.rows<{ kind: ItemKey['kind']; item_id: string }>(sql`
      select kind, item_id from moderation_reports where closed_at is null and reporter_id = ${anglerId}::uuid and ${anyOf(items)}`);
    return new Set(rows.map((r) => keyOf({ kind: r.kind, itemId: r.item_id })));
  }
}
