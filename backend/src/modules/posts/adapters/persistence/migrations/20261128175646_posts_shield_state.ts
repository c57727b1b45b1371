import { Migration } from '@mikro-orm/migrations';

/**
 * What a page asks of each of its posts as stored now — its hidden state and the two precisions of
 * its place — beside the id in a narrow index, so the page's probe is index-only: a few dense index
 * pages that stay in memory, instead of the post's wide row (one heap page a post, mostly not cached
 * on a large table). None of these columns is written by the counters' updates, which stay HOT.
 */
export class PostsShieldState20261128175646 extends Migration {
  override up(): void {
    this.addSql('create index posts_shield_state on posts (id) include (hidden_at, public_precision, mates_precision)');
  }

  override down(): void {
    this.addSql('drop index posts_shield_state');
  }
}
