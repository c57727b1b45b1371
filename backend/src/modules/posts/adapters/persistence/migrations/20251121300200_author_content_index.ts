import { Migration } from '@mikro-orm/migrations';

/**
 * A profile's post counts: catches and species come from catch_tallies; the content posts (few per
 * angler) are counted from this small partial index instead of walking every post of the author.
 */
export class AuthorContentIndex20251121300200 extends Migration {
  override up(): void {
    this.addSql(`create index posts_author_content on posts (author_id, privacy) where type = 'content'`);
  }

  override down(): void {
    this.addSql('drop index posts_author_content');
  }
}
