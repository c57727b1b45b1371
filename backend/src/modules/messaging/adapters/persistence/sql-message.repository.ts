import { inject } from 'inversify';
import { hiddenMarkOf, type Conversation } from '@tightlines/contracts';
import { precompiled, sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf, type RowOf } from '../../../../platform/db/row.ts';
import { RememberedPages } from './remembered-pages.ts';
import { pairOf } from '../../domain/pair.ts';
import type { HiddenState } from '../../domain/visibility.ts';
import type { MessageRecord, MessageRepository, SerializedInbox } from '../../application/ports.ts';
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
const COLUMNS = sql`m.id, m.sender_id, m.recipient_id, m.content, m.created_at, m.read_at, m.hidden_at, m.hidden_rule`;

/**
 * An angler's conversations, newest first, each as the API's Conversation JSON kept written on its inbox
 * row (migrations 20261128205749 and 20261129000339: the other angler's card from the copy, the last
 * message, the unread count), so neither PostgreSQL nor the app builds a hundred objects per request,
 * and the page reads no other table.
 *
 * The statement reads the angler's inbox version (migration 20261129032903) and walks the inbox only
 * when the version is not the one the caller already holds a page of (`known`): a remembered page
 * costs one primary-key lookup instead of a hundred rows (~35 KB) crossing from PostgreSQL. The page
 * comes back as one row: the entries joined in the walk's order (the aggregate's order is the index's,
 * so PostgreSQL sorts nothing), then what the app may have to finish, each null when there is none —
 * the other anglers the copy holds no card of, and the hidden marks of the page's last messages the
 * viewer sent (a mark's rule title is the guidelines' text). Version and page come from one snapshot.
 * Compiled once per page size. The angler is bound through a one-row subquery so that every call is
 * planned alike — on the index's average rows per angler, as a generic plan is — and the statement
 * settles on its generic plan after five calls, whoever the first five callers were. (The bench explains it.)
 */
export const inboxPage = precompiled(
  (limit: number) => String(limit),
  (limit, v: { anglerId: string; known: string }) =>
    sql`select v.version, p.json, p.uncarded, p.hidden
        from (select (select d.version from dm_inbox_versions d where d.angler_id = ${v.anglerId}::uuid) as version) v
        cross join lateral (
          select string_agg(w.entry, ',' order by w.last_message_at desc, w.other_id) as json,
            array_agg(w.other_id) filter (where w.other_card is null) as uncarded,
            json_agg(json_build_array(w.other_id, to_char(w.hidden_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), w.last_hidden_rule))
              filter (where w.hidden_at is not null) as hidden
          from (select i.entry, i.other_id, i.other_card, i.last_message_at, i.last_hidden_rule,
                  case when i.last_sender_id = i.angler_id then i.last_hidden_at end as hidden_at
                from dm_inbox i
                where i.angler_id = (select ${v.anglerId}::uuid) and v.version is distinct from ${v.known}::bigint
                order by i.last_message_at desc, i.other_id limit ${sql.lit(limit)}) w) p`,
);
type InboxPageRow = RowOf<typeof InboxPage>;
const InboxPage = rowOf({
  /** The angler's inbox version (text: a bigint); null when they never had a conversation. */
  version: col.text().nullable(),
  json: col.text().nullable(),
  uncarded: col.of<string[]>().nullable(),
  /** Each hidden last message the viewer sent: the other angler, when it was hidden (ISO), its rule. */
  hidden: col.of<Array<[other: string, at: string, ruleId: string | null]>>().nullable(),
});

/** What an inbox row carries of its last message `m`, in dm_inbox's column order after the pair. */
const LAST_OF = (m: string) =>
  sql`${sql.ref(`${m}.id`)}, ${sql.ref(`${m}.created_at`)}, ${sql.ref(`${m}.sender_id`)}, ${sql.ref(`${m}.content`)},
      ${sql.ref(`${m}.read_at`)}, ${sql.ref(`${m}.hidden_at`)}, ${sql.ref(`${m}.hidden_rule`)}`;
const INBOX_COLUMNS = sql`angler_id, other_id, last_message_id, last_message_at, last_sender_id, last_content, last_read_at,
  last_hidden_at, last_hidden_rule, unread_count`;

/** The page with the hidden marks the viewer sees on their own hidden last messages (rare: parsed only then). */
function withHiddenMarks(page: string, hidden: InboxPageRow['hidden']): string {
  if (!hidden) return page;
  const marks = new Map(hidden.map(([other, at, ruleId]) => [other, hiddenMarkOf({ ruleId, at: new Date(at) })]));
  const conversations = JSON.parse(page) as Conversation[];
  for (const conversation of conversations) {
    const mark = marks.get(conversation.otherUserId);
    if (mark) conversation.lastMessage.hidden = mark;
  }
  return JSON.stringify(conversations);
}

/** Direct messages and inboxes in SQL (one style: platform/db/sql.ts). */
export class SqlMessageRepository implements MessageRepository {
  /** Conversation pages this process read, by angler and page size, each with the inbox version it was read at. */
  readonly #pages = new RememberedPages();

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
        returning id, sender_id, recipient_id, created_at, content, read_at, hidden_at, hidden_rule)
      insert into dm_inbox (${INBOX_COLUMNS})
      select * from (select m.sender_id, m.recipient_id, ${LAST_OF('m')}, 0 from message m
                     union all select m.recipient_id, m.sender_id, ${LAST_OF('m')}, 1 from message m) sides
      order by 1
      on conflict (angler_id, other_id) do update set
        last_message_id = excluded.last_message_id,
        last_message_at = excluded.last_message_at,
        last_sender_id = excluded.last_sender_id,
        last_content = excluded.last_content,
        last_read_at = excluded.last_read_at,
        last_hidden_at = excluded.last_hidden_at,
        last_hidden_rule = excluded.last_hidden_rule,
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
    const [counted] = await this.db.rows<{ read: string[]; unread: number }>(sql`with unread as (
        select id, hidden_at from dm_messages where recipient_id = ${reader}::uuid and sender_id = ${other}::uuid and read_at is null),
      read as (update dm_messages set read_at = ${at} where id in (select id from unread where hidden_at is null) returning id)
      select (select coalesce(array_agg(id), '{}') from read)::text[] as read, (select count(*)::int from unread) as unread`);
    // Both rows, locked in angler order as sending locks them: the reader's count is cleared, and
    // either side whose last message was just read carries when.
    if (counted!.read.length > 0)
      await this.db.run(sql`update dm_inbox i set
          unread_count = case when i.angler_id = ${reader}::uuid then 0 else i.unread_count end,
          last_read_at = case when i.last_message_id = any(${counted!.read}::uuid[]) then ${at}::timestamptz else i.last_read_at end
        from (${this.#pairRows(reader, other)}) l where i.angler_id = l.angler_id and i.other_id = l.other_id`);
    return counted!.unread;
  }

  async inbox(anglerId: string, limit: number): Promise<SerializedInbox> {
    const key = `${anglerId}:${limit}`;
    const held = this.#pages.get(key);
    const [row] = await this.db.prepared('messaging.inbox', inboxPage(limit, { anglerId, known: held?.version ?? '-1' }));
    const { version, json, uncarded, hidden } = InboxPage.read(row);
    if (held && version === held.version) return this.#pages.hold(key, held);
    const page: SerializedInbox = { json: withHiddenMarks(`[${json ?? ''}]`, hidden), uncarded: uncarded ?? [] };
    if (version !== null && !page.uncarded.length) this.#pages.hold(key, { version, ...page });
    return page;
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
    await this.db.rows(this.#pairRows(reader, m.sender_id));
    // The sender's row, when this is its last message, carries the mark they see on it.
    await this.db.run(sql`update dm_inbox set last_hidden_at = ${hidden?.at ?? null}, last_hidden_rule = ${hidden?.ruleId ?? null}
      where angler_id = ${m.sender_id}::uuid and other_id = ${reader}::uuid and last_message_id = ${id}::uuid`);
    await this.db.run(sql`delete from dm_inbox where angler_id = ${reader}::uuid and other_id = ${m.sender_id}::uuid`);
    await this.db.run(sql`insert into dm_inbox (${INBOX_COLUMNS})
      select ${reader}::uuid, ${m.sender_id}::uuid, ${LAST_OF('m')},
        (select count(*)::int from dm_messages u where u.recipient_id = ${reader}::uuid and u.sender_id = ${m.sender_id}::uuid
           and u.read_at is null and u.hidden_at is null)
      from dm_messages m where m.pair_low = ${low}::uuid and m.pair_high = ${high}::uuid and ${readableBy(reader)}
      order by m.created_at desc, m.id desc limit 1`);
    return true;
  }

  /** Both inbox rows of a pair, locked in angler order (as sending locks them, so the two cannot deadlock). */
  #pairRows(a: string, b: string) {
    return sql<{ angler_id: string; other_id: string }>`select angler_id, other_id from dm_inbox
      where (angler_id = ${a}::uuid and other_id = ${b}::uuid) or (angler_id = ${b}::uuid and other_id = ${a}::uuid)
      order by angler_id for update`;
  }
}
