import { Migration } from '@mikro-orm/migrations';

/**
 * Direct messages. A pair of anglers is kept in one order (low id, high id) so both directions of a
 * conversation are one index range, read newest first. `dm_inbox` is each angler's list of
 * conversations — the last message and their unread count — written in the send's transaction, so
 * the Conversations pane is one index walk (angler, last_message_at) however many messages exist.
 */
export class Messaging20251125100200 extends Migration {
  override up(): void {
    this.addSql(`
      create table dm_messages (
        id uuid primary key,
        sender_id uuid not null,
        recipient_id uuid not null,
        pair_low uuid not null,
        pair_high uuid not null,
        content varchar(2000) not null check (length(btrim(content)) > 0),
        created_at timestamptz not null,
        read_at timestamptz null,
        check (sender_id <> recipient_id),
        check (pair_low < pair_high)
      )`);
    this.addSql('create index dm_messages_pair_idx on dm_messages (pair_low, pair_high, created_at desc, id desc)');
    this.addSql('create index dm_messages_unread_idx on dm_messages (recipient_id, sender_id) where read_at is null');

    this.addSql(`
      create table dm_inbox (
        angler_id uuid not null,
        other_id uuid not null,
        last_message_id uuid not null,
        last_message_at timestamptz not null,
        unread_count integer not null default 0 check (unread_count >= 0),
        primary key (angler_id, other_id)
      )`);
    this.addSql('create index dm_inbox_recent_idx on dm_inbox (angler_id, last_message_at desc, other_id)');
  }

  override down(): void {
    this.addSql('drop table dm_inbox');
    this.addSql('drop table dm_messages');
  }
}
