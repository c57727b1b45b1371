import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import { pairOf } from '../../domain/pair.ts';
import type { InboxRow, MessageRecord, MessageRepository } from '../../application/ports.ts';

const Message = rowOf({
  id: col.text(),
  senderId: col.text(),
  recipientId: col.text(),
  content: col.text(),
  createdAt: col.time(),
  readAt: col.time().nullable(),
});
const InboxSide = rowOf({ otherId: col.text(), unreadCount: col.number() });
const COLUMNS = sql`m.id, m.sender_id, m.recipient_id, m.content, m.created_at, m.read_at`;

/** Direct messages and inboxes in SQL (one style: platform/db/sql.ts). */
export class SqlMessageRepository implements MessageRepository {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  /**
   * The message and both sides' inbox rows in one statement; the rows are locked in angler order, so two
   * mates writing to each other at the same moment cannot deadlock.
   */
  async add(m: MessageRecord): Promise<void> {
    const { low, high } = pairOf(m.senderId, m.recipientId);
    await this.db.run(sql`with message as (
        insert into dm_messages (id, sender_id, recipient_id, pair_low, pair_high, content, created_at)
        values (${m.id}::uuid, ${m.senderId}::uuid, ${m.recipientId}::uuid, ${low}::uuid, ${high}::uuid, ${m.content}, ${m.createdAt})
        returning id, sender_id, recipient_id, created_at)
      insert into dm_inbox (angler_id, other_id, last_message_id, last_message_at, unread_count)
      select * from (select sender_id, recipient_id, id, created_at, 0 from message
                     union all select recipient_id, sender_id, id, created_at, 1 from message) sides
      order by 1
      on conflict (angler_id, other_id) do update set
        last_message_id = excluded.last_message_id,
        last_message_at = excluded.last_message_at,
        unread_count = dm_inbox.unread_count + excluded.unread_count`);
  }

  async between(a: string, b: string, before: { createdAt: Date; id: string } | null, limit: number): Promise<MessageRecord[]> {
    const { low, high } = pairOf(a, b);
    const rows = await this.db.prepared(
      'messaging.between',
      sql`select ${COLUMNS} from dm_messages m where m.pair_low = ${low}::uuid and m.pair_high = ${high}::uuid
          ${before ? sql`and (m.created_at, m.id) < (${before.createdAt}, ${before.id}::uuid)` : sql``}
          order by m.created_at desc, m.id desc limit ${sql.lit(limit)}`,
    );
    return rows.map(Message.read);
  }

  async markRead(reader: string, other: string, at: Date): Promise<number> {
    const read = await this.db.run(sql`update dm_messages set read_at = ${at}
      where recipient_id = ${reader}::uuid and sender_id = ${other}::uuid and read_at is null`);
    if (read > 0) await this.db.run(sql`update dm_inbox set unread_count = 0 where angler_id = ${reader}::uuid and other_id = ${other}::uuid`);
    return read;
  }

  async inbox(anglerId: string, limit: number): Promise<InboxRow[]> {
    const rows = await this.db.prepared(
      'messaging.inbox',
      sql`select i.other_id, i.unread_count, ${COLUMNS}
          from dm_inbox i join dm_messages m on m.id = i.last_message_id
          where i.angler_id = ${anglerId}::uuid
          order by i.last_message_at desc, i.other_id limit ${sql.lit(limit)}`,
    );
    return rows.map((r) => ({ ...InboxSide.read(r), lastMessage: Message.read(r) }));
  }

  async hasConversation(a: string, b: string): Promise<boolean> {
    const rows = await this.db.prepared<{ one: number }>(
      'messaging.has-conversation',
      sql`select 1 as one from dm_inbox where angler_id = ${a}::uuid and other_id = ${b}::uuid`,
    );
    return rows.length > 0;
  }

  async readableBy(readerId: string, ids: readonly string[]): Promise<MessageRecord[]> {
    const rows = await this.db.rows(sql`select ${COLUMNS} from dm_messages m
      where m.id = any(${[...ids]}::uuid[]) and (m.sender_id = ${readerId}::uuid or m.recipient_id = ${readerId}::uuid)`);
    return rows.map(Message.read);
  }
}
