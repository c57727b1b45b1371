import { precompiled, sql, type Statement } from '../../../../platform/db/sql.ts';
import type { ItemKey, QueueKey, SerializedQueueEntry } from '../../application/ports.ts';

/** A time as the contracts write it (`Date.toISOString`): UTC, milliseconds, `Z`. */
const iso = (column: string) => sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface QueuePageRow {
  entry: SerializedQueueEntry;
  open_reports: number;
  /** As the driver gives timestamps: text. */
  last_reported_at: string;
  kind: ItemKey['kind'];
  item_id: string;
}

/**
 * A queue page in ONE statement (prepared), its entries written as the console's JSON by PostgreSQL
 * from the rows alone (contracts' QueueEntry): the open reports by reason (most first, then by name),
 * the hidden state, whether the reading operator reported the item (a probe of the one-open-report
 * index), and the item as its row keeps it — null until a report or an action described it. The
 * role is checked in the same statement: anyone else reads no rows. A page and one row more.
 */
export function queuePageSql(viewerId: string, after: QueueKey | null, limit: number): Statement<QueuePageRow> {
  return queuePage(
    { limit, cursor: after !== null },
    {
      viewer: viewerId,
      afterCount: after?.openReports ?? null,
      afterAt: after?.lastReportedAt ?? null,
      afterKind: after?.kind ?? null,
      afterItem: after?.itemId ?? null,
    },
  );
}

/** Built and compiled once per page size and cursor-or-not (platform/db/sql.ts `precompiled`). */
const queuePage = precompiled(
  (shape: { limit: number; cursor: boolean }) => `${shape.limit}:${shape.cursor}`,
  (shape, v: { viewer: string; afterCount: number | null; afterAt: Date | null; afterKind: string | null; afterItem: string | null }) => {
    const viewer = sql`${v.viewer}::uuid`;
    const after = shape.cursor
      ? sql`and (i.open_reports < ${v.afterCount}::int or (i.open_reports = ${v.afterCount}::int and (i.last_reported_at < ${v.afterAt}::timestamptz
          or (i.last_reported_at = ${v.afterAt}::timestamptz and (i.kind, i.item_id) > (${v.afterKind}::varchar, ${v.afterItem}::uuid)))))`
      : sql``;
    return sql<QueuePageRow>`
      select json_build_object(
          'kind', i.kind,
          'itemId', i.item_id,
          'openReports', i.open_reports,
          'reasons', (
            select coalesce(json_agg(json_build_object('reason', r.key, 'count', r.value::int) order by r.value::int desc, r.key collate "C"), '[]'::json)
            from jsonb_each_text(i.open_reasons) r where r.value::int > 0),
          'lastReportedAt', ${iso('i.last_reported_at')},
          'hidden', case when i.hidden_at is null then null
            else json_build_object('automatic', i.hidden_automatically, 'ruleId', i.hidden_rule_id, 'at', ${iso('i.hidden_at')}) end,
          'reportedByMe', exists (
            select 1 from moderation_reports m
            where m.kind = i.kind and m.item_id = i.item_id and m.reporter_id = ${viewer} and m.closed_at is null),
          'item', case when i.excerpt is null then null else json_build_object(
            'author', case when i.author_id is null then null else json_build_object('id', i.author_id, 'displayName', i.author_name) end,
            'title', i.title,
            'excerpt', i.excerpt,
            'link', i.link,
            'createdAt', ${iso('i.item_created_at')},
            'context', '[]'::json) end
        )::text as entry,
        i.open_reports, i.last_reported_at, i.kind, i.item_id
      from moderation_items i
      where i.open_reports > 0 and exists (select 1 from moderation_operators o where o.angler_id = ${viewer})
        ${after}
      order by i.open_reports desc, i.last_reported_at desc, i.kind, i.item_id
      limit ${sql.lit(shape.limit + 1)}`;
  },
);
