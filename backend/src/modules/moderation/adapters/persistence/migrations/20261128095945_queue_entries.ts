import { Migration } from '@mikro-orm/migrations';

/**
 * What a queue entry shows of its item, kept on the item's row so a queue page is one statement of
 * moderation's own instead of a question to every content module and to identity per page: the item's
 * title, excerpt, link and creation time as its module described it, and its author's name. Written
 * when the item is reported (from the module's answer the report already asked for) and when an
 * operator acts on it, and the name again when the author's card changes (hence the author index).
 * The excerpt may be older than an edit of the content; an opened item is read live from its module.
 *
 * Not filled here: moderation's SQL may not read the content modules' tables. The items reported
 * before this change are filled once through the modules' ports by `npm run operator -- describe-queue`
 * (application/describe-queue.ts); until then, or until a new report or an action on one refreshes its
 * row, its entry shows no item (`excerpt` null), as the console shows a gone one.
 */
export class ModerationQueueEntries20261128095945 extends Migration {
  override up(): void {
    this.addSql(`
      alter table moderation_items
        add column title text null,
        add column excerpt text null,
        add column link text null,
        add column item_created_at timestamptz null,
        add column author_name text null`);
    this.addSql('create index moderation_items_author_idx on moderation_items (author_id) where author_id is not null');
  }

  override down(): void {
    this.addSql('drop index moderation_items_author_idx');
    this.addSql(`
      alter table moderation_items
        drop column title, drop column excerpt, drop column link, drop column item_created_at, drop column author_name`);
  }
}
