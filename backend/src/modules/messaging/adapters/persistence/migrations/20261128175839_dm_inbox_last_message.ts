import { Migration } from '@mikro-orm/migrations';

/**
 * Each inbox row carries what the conversation list shows of its last message — sender, text, when it
 * was read, whether moderation hid it — written by the statement that writes the message, and again
 * when it is read, hidden or shown again: the list is one walk of dm_inbox_recent_idx, without a probe
 * of dm_messages per conversation. Filled here from the messages the rows point to.
 */
export class DmInboxLastMessage20261128175839 extends Migration {
  override up(): void {
    this.addSql(`alter table dm_inbox add column last_sender_id uuid null, add column last_content varchar(2000) null,
      add column last_read_at timestamptz null, add column last_hidden_at timestamptz null, add column last_hidden_rule varchar(40) null`);
    this.addSql(`update dm_inbox i set last_sender_id = m.sender_id, last_content = m.content, last_read_at = m.read_at,
      last_hidden_at = m.hidden_at, last_hidden_rule = m.hidden_rule
      from dm_messages m where m.id = i.last_message_id`);
    this.addSql('alter table dm_inbox alter column last_sender_id set not null, alter column last_content set not null');
  }

  override down(): void {
    this.addSql(`alter table dm_inbox drop column last_sender_id, drop column last_content, drop column last_read_at,
      drop column last_hidden_at, drop column last_hidden_rule`);
  }
}
