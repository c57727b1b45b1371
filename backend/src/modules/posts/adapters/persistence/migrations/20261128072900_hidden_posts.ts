import { Migration } from '@mikro-orm/migrations';

/**
 * A post hidden by moderation (an operator citing a guideline, or reports before anyone looked): when,
 * and the guideline (null: hidden by reports). The partial index holds the few hidden posts only, so a
 * Following page asks it whether any of its rows is hidden without leaving its index-only walks.
 */
export class HiddenPosts20261128072900 extends Migration {
  override up(): void {
    this.addSql('alter table posts add column hidden_at timestamptz null, add column hidden_rule varchar(40) null');
    this.addSql('create index posts_hidden on posts (id) where hidden_at is not null');
  }

  override down(): void {
    this.addSql('drop index posts_hidden');
    this.addSql('alter table posts drop column hidden_at, drop column hidden_rule');
  }
}
