import { Migration } from '@mikro-orm/migrations';

/**
 * The narrow index of each post's hidden state and precisions goes: the Following page now reads the
 * precisions from its own timeline rows and the hidden state from `posts_hidden` (the few hidden posts
 * only), and on the full data set the index was no cheaper to probe than the posts' heap while costing
 * every share a write.
 */
export class DropPostsShieldState20261128205540 extends Migration {
  override up(): void {
    this.addSql('drop index if exists posts_shield_state');
  }

  override down(): void {
    this.addSql('create index if not exists posts_shield_state on posts (id) include (hidden_at, public_precision, mates_precision)');
  }
}
