import { Migration } from '@mikro-orm/migrations';

/**
 * The conversation list's JSON kept written on the rows it is made of, so a page concatenates stored
 * text instead of building a hundred JSON objects per request (json_build_object costs PostgreSQL
 * several µs a call, more than the walk itself). Written compact, as JSON.stringify writes it (no
 * spaces: a smaller answer), each value escaped by to_json:
 * - dm_inbox.entry: the conversation after its other angler — its last message (the hidden mark left
 *   null: the sender's rule title is the guidelines' text, put in by the app) and its unread count —
 *   as contracts' Conversation writes them, without the opening brace;
 * - dm_anglers.card: the other angler's name and picture, as message.response.ts's nameOf names them
 *   (the display name trimmed as JavaScript trims, else the first and last names, else null), without braces.
 * Triggers rewrite them in the very statement that changes the row (a message sent, read, hidden or
 * shown again, a card changed or kept), so no writer can leave one behind its row. Filled here for
 * the rows already there.
 */
export class ConversationEntries20261128205749 extends Migration {
  override up(): void {
    this.addSql('alter table dm_inbox add column entry text null');
    this.addSql(`
      create function dm_inbox_entry() returns trigger language plpgsql as $$
      begin
        new.entry := '"lastMessage":{"id":' || to_json(new.last_message_id)
          || ',"senderId":' || to_json(new.last_sender_id)
          || ',"recipientId":' || to_json(case when new.last_sender_id = new.angler_id then new.other_id else new.angler_id end)
          || ',"content":' || to_json(new.last_content)
          || ',"createdAt":"' || to_char(new.last_message_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          || '","isRead":' || (new.last_read_at is not null)
          || ',"hidden":null},"unreadCount":' || new.unread_count || '}';
        return new;
      end $$`);
    this.addSql(`
      create trigger dm_inbox_entry before insert or update on dm_inbox
      for each row execute function dm_inbox_entry()`);
    this.addSql('update dm_inbox set unread_count = unread_count');
    this.addSql('alter table dm_inbox alter column entry set not null');

    this.addSql('alter table dm_anglers add column card text null');
    this.addSql(`
      create function dm_anglers_card() returns trigger language plpgsql as $$
      declare
        -- What String.prototype.trim strips: white space (Unicode Zs, tab, VT, FF, BOM) and line terminators.
        space constant text := E' \\t\\n\\u000b\\f\\r\\u00a0\\u1680\\u2000\\u2001\\u2002\\u2003\\u2004\\u2005\\u2006\\u2007\\u2008\\u2009\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
      begin
        new.card := '"otherUser":' || coalesce(to_json(coalesce(
            nullif(btrim(new.display_name, space), ''),
            nullif(btrim(concat_ws(' ', nullif(new.first_name, ''), nullif(new.last_name, '')), space), '')))::text, 'null')
          || ',"otherUserImage":' || coalesce(to_json(new.profile_image_url)::text, 'null');
        return new;
      end $$`);
    this.addSql(`
      create trigger dm_anglers_card before insert or update on dm_anglers
      for each row execute function dm_anglers_card()`);
    this.addSql('update dm_anglers set angler_id = angler_id');
    this.addSql('alter table dm_anglers alter column card set not null');
  }

  override down(): void {
    this.addSql('drop trigger dm_anglers_card on dm_anglers');
    this.addSql('drop function dm_anglers_card()');
    this.addSql('alter table dm_anglers drop column card');
    this.addSql('drop trigger dm_inbox_entry on dm_inbox');
    this.addSql('drop function dm_inbox_entry()');
    this.addSql('alter table dm_inbox drop column entry');
  }
}
