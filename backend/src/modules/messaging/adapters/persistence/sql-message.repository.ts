import { inject } from 'inversify';
import { precompiled, sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import { pairOf } from '../../domain/pair.ts';
import type { HiddenState } from '../../domain/visibility.ts';
import type { InboxRecord, MessageRecord, MessageRepository } from '../../application/ports.ts';
import { readableBy } from './visibility.sql.ts';

const MessageColumns = rowOf({
  id: col.text(),
  senderId: col.text(),
  recipientId: col.text(),
  content: col.text(),
  createdAt: col.time(),
  readAt: col.time().nullable(),
  hiddenAt: col.time().nullable(),
  hiddenRule: col.text().nullable(),
});
const Message = {
  read(row: unknown): MessageRecord {
    const { hiddenAt, hiddenRule, ...m } = MessageColumns.read(row);
    return { ...m, hidden: hiddenAt ? { ruleId: hiddenRule, at: hiddenAt } : null };
  },
};
const InboxSide = rowOf({ otherId: col.text(), unreadCount: col.number() });
const COLUMNS = sql`m.id, m.sender_id, m.recipient_id, m.content, m.created_at, m.read_at, m.hidden_at, m.hidden_rule`;

/** An angler's conversations, newest first: compiled once per page size (every conversation list asks for it). */
const inboxPage = precompiled(
  (limit: number) => String(limit),
  (limit, v: { anglerId: string }) =>
    sql`select i.other_id, i.unread_count, ${COLUMNS}
        from dm_inbox i join dm_messages m on m.id = i.last_message_id
        where i.angler_id = ${v.anglerId}::uuid
        order by i.last_message_at desc, i.other_id limit ${sql.lit(limit)}`,
);

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

  async between(reader: string, other: string, before: { createdAt: Date; id: string } | null, limit: number): Promise<MessageRecord[]> {
    const { low, high } = pairOf(reader, other);
    const rows = await this.db.prepared(
      'messaging.between',
      sql`select ${COLUMNS} from dm_messages m where m.pair_low = ${low}::uuid and m.pair_high = ${high}::uuid and ${readableBy(reader)}
          ${before ? sql`and (m.created_at, m.id) < (${before.createdAt}, ${before.id}::uuid)` : sql``}
          order by m.created_at desc, m.id desc limit ${sql.lit(limit)}`,
    );
    return rows.map(Message.read);
  }

  async markRead(reader: string, other: string, at: Date): Promise<number> {
    // A hidden message stays unread (were it shown again, its recipient has not read it), but counts
    // here: its notification is cleared with the conversation's other ones.
    const [counted] = await this.db.rows<{ read: number; unread: number }>(sql`with unread as (
        select id, hidden_at from dm_messages where recipient_id = ${reader}::uuid and sender_id = ${other}::uuid and read_at is null),
      read as (update dm_messages set read_at = ${at} where id in (select id from unread where hidden_at is null) returning id)
      select (select count(*)::int from read) as read, (select count(*)::int from unread) as unread`);
    if (counted!.read > 0)
      await this.db.run(sql`update dm_inbox set unread_count = 0 where angler_id = ${reader}::uuid and other_id = ${other}::uuid`);
    return counted!.unread;
  }

  async inbox(anglerId: string, limit: number): Promise<InboxRecord[]> {
    const rows = await this.db.prepared('messaging.inbox', inboxPage(limit, { anglerId }));
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
    const rows = await this.db.rows(
      sql`select ${COLUMNS} from dm_messages m where m.id = any(${[...ids]}::uuid[]) and ${readableBy(readerId)}`,
    );
    return rows.map(Message.read);
  }

  async byId(id: string): Promise<MessageRecord | null> {
    const [row] = await this.db.rows(sql`select ${COLUMNS} from dm_messages m where m.id = ${id}::uuid`);
    return row ? Message.read(row) : null;
  }

  async byIds(ids: readonly string[]): Promise<MessageRecord[]> {
    const rows = await this.db.rows(sql`select ${COLUMNS} from dm_messages m where m.id = any(${[...ids]}::uuid[])`);
    return rows.map(Message.read);
  }

  async around(message: MessageRecord, each: number): Promise<MessageRecord[]> {
    const { low, high } = pairOf(message.senderId, message.recipientId);
    const pair = sql`m.pair_low = ${low}::uuid and m.pair_high = ${high}::uuid`;
    const at = sql`(${message.createdAt}::timestamptz, ${message.id}::uuid)`;
    const rows = await this.db.rows(sql`
      (select ${COLUMNS} from dm_messages m where ${pair} and (m.created_at, m.id) < ${at} order by m.created_at desc, m.id desc limit ${sql.lit(each)})
      union all
      (select ${COLUMNS} from dm_messages m where ${pair} and (m.created_at, m.id) >= ${at} order by m.created_at, m.id limit ${sql.lit(each + 1)})`);
    return rows.map(Message.read).sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime() || (x.id < y.id ? -1 : 1));
  }

  /**
   * The message hidden or shown again, and its recipient's inbox row written anew from what they may
   * read: the newest message of the pair they see, and how many of those they have not read (none
   * left: no row). The sender's row is theirs to keep — they still see their message, marked.
   */
  async setHidden(id: string, hidden: HiddenState | null): Promise<boolean> {
    const [m] = await this.db.rows<{ sender_id: string; recipient_id: string }>(sql`update dm_messages
      set hidden_at = ${hidden?.at ?? null}, hidden_rule = ${hidden?.ruleId ?? null} where id = ${id}::uuid returning sender_id, recipient_id`);
    if (!m) return false;
    const reader = m.recipient_id;
    const { low, high } = pairOf(m.sender_id, reader);
    await this.db.run(sql`delete from dm_inbox where angler_id = ${reader}::uuid and other_id = ${m.sender_id}::uuid`);
    await this.db.run(sql`insert into dm_inbox (angler_id, other_id, last_message_id, last_message_at, unread_count)
      select ${reader}::uuid, ${m.sender_id}::uuid, m.id, m.created_at,
        (select count(*)::int from dm_messages u where u.recipient_id = ${reader}::uuid and u.sender_id = ${m.sender_id}::uuid
           and u.read_at is null and u.hidden_at is null)
      from dm_messages m where m.pair_low = ${low}::uuid and m.pair_high = ${high}::uuid and ${readableBy(reader)}
      order by m.created_at desc, m.id desc limit 1`);
    return true;
  }
}
