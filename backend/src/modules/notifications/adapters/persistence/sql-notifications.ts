import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import type { NotificationCause, NotificationKind } from '../../domain/notification.ts';
import type { NotificationTopic } from '../../domain/notification-preferences.ts';
import type { NotificationRecord, NotificationRepository } from '../../application/ports.ts';

const Notification = rowOf({
  id: col.text(),
  recipientId: col.text(),
  kind: col.text<NotificationKind>(),
  actorId: col.text().nullable(),
  subjectId: col.text().nullable(),
  createdAt: col.time(),
  readAt: col.time().nullable(),
});
const Added = rowOf({ id: col.text(), recipientId: col.text() });
const Touched = rowOf({ id: col.text(), createdAt: col.time() });
/** The newest of the rows an update touched (by time, then id), or null. */
function newestOf(rows: readonly unknown[]): string | null {
  let newest: { id: string; at: number } | null = null;
  for (const r of rows.map(Touched.read)) {
    const at = r.createdAt.getTime();
    if (!newest || at > newest.at || (at === newest.at && r.id > newest.id)) newest = { id: r.id, at };
  }
  return newest?.id ?? null;
}
const COLUMNS = sql`id, recipient_id, kind, actor_id, subject_id, created_at, read_at`;

export class SqlNotificationRepository implements NotificationRepository {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async add(id: string, cause: NotificationCause, at: Date): Promise<string | null> {
    const [added] = await this.addAll([{ id, cause, at }]);
    return added?.id ?? null;
  }

  async addAll(
    list: ReadonlyArray<{ id: string; cause: NotificationCause; at: Date }>,
  ): Promise<Array<{ id: string; recipientId: string }>> {
    if (!list.length) return [];
    const column = <T>(pick: (n: { id: string; cause: NotificationCause; at: Date }) => T) => list.map(pick);
    const rows = await this.db.rows(sql`
      insert into notifications (id, recipient_id, kind, actor_id, subject_id, cause_key, created_at)
      select * from unnest(${column((n) => n.id)}::uuid[], ${column((n) => n.cause.recipientId)}::uuid[], ${column((n) => n.cause.kind)}::text[],
                           ${column((n) => n.cause.actorId)}::uuid[], ${column((n) => n.cause.subjectId)}::uuid[],
                           ${column((n) => n.cause.causeKey)}::text[], ${column((n) => n.at.toISOString())}::timestamptz[])
      on conflict (recipient_id, cause_key) do nothing returning id, recipient_id`);
    // Returned in the order given (the live log numbers each reader's entries in this order).
    const order = new Map(list.map((n, i) => [n.id, i]));
    return rows.map(Added.read).sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  }

  async tellAll(
    list: ReadonlyArray<{ id: string; cause: NotificationCause; at: Date; topic: NotificationTopic | null }>,
    liveAt: Date,
  ): Promise<Array<{ id: string; recipientId: string }>> {
    if (!list.length) return [];
    const column = <T>(pick: (n: (typeof list)[number]) => T) => list.map(pick);
    // The database function notify_all (migration 20261129131000): preferences, insert and live append, planned once per connection.
    const rows = await this.db.rows(sql`
      select id, recipient_id from notify_all(${column((n) => n.id)}::uuid[], ${column((n) => n.cause.recipientId)}::uuid[],
        ${column((n) => n.cause.kind)}::text[], ${column((n) => n.cause.actorId)}::uuid[], ${column((n) => n.cause.subjectId)}::uuid[],
        ${column((n) => n.cause.causeKey)}::text[], ${column((n) => n.at.toISOString())}::timestamptz[], ${column((n) => n.topic)}::text[],
        ${liveAt}::timestamptz)`);
    return rows.map(Added.read);
  }

  async page(recipientId: string, after: { createdAt: Date; id: string } | null, limit: number): Promise<NotificationRecord[]> {
    const rows = await this.db.prepared(
      'notifications.page',
      sql`select ${COLUMNS} from notifications where recipient_id = ${recipientId}::uuid
          ${after ? sql`and (created_at, id) < (${after.createdAt}, ${after.id}::uuid)` : sql``}
          order by created_at desc, id desc limit ${sql.lit(limit)}`,
    );
    return rows.map(Notification.read);
  }

  async byIds(recipientId: string, ids: readonly string[]): Promise<NotificationRecord[]> {
    const rows = await this.db.rows(
      sql`select ${COLUMNS} from notifications where recipient_id = ${recipientId}::uuid and id = any(${[...ids]}::uuid[])`,
    );
    return rows.map(Notification.read);
  }

  async unreadCount(recipientId: string): Promise<number> {
    const [row] = await this.db.prepared<{ n: number }>(
      'notifications.unread',
      sql`select count(*)::int as n from notifications where recipient_id = ${recipientId}::uuid and read_at is null`,
    );
    return row!.n;
  }

  async markRead(recipientId: string, id: string, at: Date): Promise<boolean> {
    const [row] = await this.db.rows<{ id: string }>(sql`update notifications set read_at = coalesce(read_at, ${at})
      where id = ${id}::uuid and recipient_id = ${recipientId}::uuid returning id`);
    return !!row;
  }

  async markAllRead(recipientId: string, at: Date): Promise<string | null> {
    return newestOf(
      await this.db.rows(sql`update notifications set read_at = ${at}
      where recipient_id = ${recipientId}::uuid and read_at is null returning id, created_at`),
    );
  }

  async markSeen(recipientId: string, kind: NotificationKind, subjectId: string, at: Date): Promise<string | null> {
    return newestOf(
      await this.db.rows(sql`update notifications set read_at = ${at}
      where recipient_id = ${recipientId}::uuid and kind = ${kind} and subject_id = ${subjectId}::uuid and read_at is null
      returning id, created_at`),
    );
  }
}
