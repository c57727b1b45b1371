import { precompiled, sql, type Statement } from '../../../../platform/db/sql.ts';
import type { ItemKey, QueueKey, SerializedQueueEntry } from '../../application/ports.ts';

export interface QueuePageRow {
  entry: SerializedQueueEntry;
  open_reports: number;
  /** As the driver gives timestamps: text. */
  last_reported_at: string;
  kind: ItemKey['kind'];
  item_id: string;
}

/**
 * A queue page in ONE statement (prepared). Each entry is kept on its item's row already written as the
 * console's JSON (contracts' QueueEntry), in two parts around the one field that depends on who reads:
 * whether the reading operator reported the item (a probe of the one-open-report index). A trigger
 * rewrites the parts with every change of the row (migration 20261128175620_console_entries). The role
 * is checked in the same statement: anyone else reads no rows. A page and one row more.
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
      select i.entry_head || exists (
            select 1 from moderation_reports m
            where m.kind = i.kind and m.item_id = i.item_id and m.reporter_id = ${viewer} and m.closed_at is null)::text
          || i.entry_tail as entry,
        i.open_reports, i.last_reported_at, i.kind, i.item_id
      from moderation_items i
      where i.open_reports > 0 and exists (select 1 from moderation_operators o where o.angler_id = ${viewer})
        ${after}
      order by i.open_reports desc, i.last_reported_at desc, i.kind, i.item_id
      limit ${sql.lit(shape.limit + 1)}`;
  },
);
