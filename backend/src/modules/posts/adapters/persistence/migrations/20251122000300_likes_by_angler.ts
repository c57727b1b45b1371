import { Migration } from '@mikro-orm/migrations';

/**
 * An angler's likes together: a page's "did this reader like these posts" becomes one walk of the
 * reader's own range (`angler_id = $1 and post_id = any(page)`, one descent) instead of one probe of
 * the (post, angler) key per post — and "the posts I liked" or removing an angler's likes can use it.
 */
export class LikesByAngler20251122000300 extends Migration {
  override up(): void {
    this.addSql('create index post_likes_by_angler on post_likes (angler_id, post_id)');
  }

  override down(): void {
    this.addSql('drop index post_likes_by_angler');
  }
}
