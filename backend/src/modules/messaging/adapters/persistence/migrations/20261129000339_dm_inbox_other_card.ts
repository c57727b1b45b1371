import { Migration } from '@mikro-orm/migrations';

/** dm_inbox.entry as migration 20261128205749 wrote it: the conversation after its other angler. */
const ENTRY_AFTER_CARD = `'"lastMessage":{"id":' || to_json(new.last_message_id)
          || ',"senderId":' || to_json(new.last_sender_id)
          || ',"recipientId":' || to_json(case when new.last_sender_id = new.angler_id then new.other_id else new.angler_id end)
          || ',"content":' || to_json(new.last_content)
          || ',"createdAt":"' || to_char(new.last_message_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          || '","isRead":' || (new.last_read_at is not null)
          || ',"hidden":null},"unreadCount":' || new.unread_count || '}'`;

/**
 * Each inbox row carries the other angler's card (`other_card`: dm_anglers.card of `other_id`, null
 * while the copy has none) and its `entry` is now the whole conversation as the API writes it, so the
 * conversation list is one walk of dm_inbox_recent_idx reading one text per row — no lookup of
 * dm_anglers per conversation (three index pages each) and no concatenation per read.
 * - A row takes the card when it is inserted (a pair's first message, or a recipient's row written anew
 *   by hiding); updates keep it.
 * - A card written to, or deleted from, dm_anglers is written to every row that shows it, by a trigger
 *   in the same statement (dm_inbox_other_idx finds them; forgetting a deleted angler's rows uses it too).
 *   A card changes seldom and is on a few hundred rows at most; a message is sent far more often.
 * - An inbox row inserted by a transaction that commits while the other angler's card is changing,
 *   in the microseconds between the card's write and its commit, keeps the card it read until the
 *   next change: the two writes lock nothing in common, and making them (a share lock of the card on
 *   every send) would cost every message and could deadlock with moderation's rewrite of a row.
 * Every row is rewritten here, in the new form.
 */
export class DmInboxOtherCard20261129000339 extends Migration {
  override up(): void {
    this.addSql('alter table dm_inbox add column other_card text null');
    this.addSql('create index dm_inbox_other_idx on dm_inbox (other_id)');
    this.addSql(`
      create or replace function dm_inbox_entry() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          new.other_card := (select c.card from dm_anglers c where c.angler_id = new.other_id);
        end if;
        new.entry := '{"otherUserId":"' || new.other_id || '",'
          || coalesce(new.other_card, '"otherUser":null,"otherUserImage":null') || ','
          || ${ENTRY_AFTER_CARD};
        return new;
      end $$`);
    this.addSql('update dm_inbox i set other_card = (select c.card from dm_anglers c where c.angler_id = i.other_id)');

    this.addSql(`
      create function dm_anglers_to_inbox() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          update dm_inbox set other_card = null where other_id = old.angler_id;
        else
          update dm_inbox set other_card = new.card where other_id = new.angler_id and other_card is distinct from new.card;
        end if;
        return null;
      end $$`);
    this.addSql(`
      create trigger dm_anglers_to_inbox after insert or update or delete on dm_anglers
      for each row execute function dm_anglers_to_inbox()`);
    // The list no longer looks cards up in dm_anglers; its primary key serves the copy's own lookups.
    this.addSql('drop index dm_anglers_cards');
  }

  override down(): void {
    this.addSql('create index dm_anglers_cards on dm_anglers (angler_id) include (card)');
    this.addSql('drop trigger dm_anglers_to_inbox on dm_anglers');
    this.addSql('drop function dm_anglers_to_inbox()');
    this.addSql(`
      create or replace function dm_inbox_entry() returns trigger language plpgsql as $$
      begin
        new.entry := ${ENTRY_AFTER_CARD};
        return new;
      end $$`);
    this.addSql('update dm_inbox set unread_count = unread_count');
    this.addSql('drop index dm_inbox_other_idx');
    this.addSql('alter table dm_inbox drop column other_card');
  }
}
