import { Migration } from '@mikro-orm/migrations';

/**
 * What a page asks of each of its posts as stored now — its hidden state and the two precisions of
 * its place — beside the id in a narrow index, so the page's probe is index-only: a few dense index
 * pages that stay in memory, instead of the post's wide row (one heap page a post, mostly not cached
 * on a large table). None of these columns is written by the counters' updates, which stay HOT.
 * `if not exists`: on a large live table an operator may build it first with `create index
 * concurrently` (no lock on new posts meanwhile), and this migration then has nothing to do.
 */
export class PostsShieldState20261128175646 extends Migration {
  override up(): void {
    this.addSql('create index if not exists posts_shield_state on posts (id) include (hidden_at, public_precision, mates_precision)');
  }

  override down(): void {
    this.addSql('drop index if exists posts_shield_state');
  }
}
