import { Migration } from '@mikro-orm/migrations';

/**
 * Questions and answers hidden by moderation (an operator citing a guideline, or enough reports before
 * anyone looked: `hidden_rule` null). Hidden content leaves every read but its author's; the counters
 * (answer count, category count) and the search vector follow it in the hiding's transaction.
 */
export class ForumHidden20261128072100 extends Migration {
  override up(): void {
    this.addSql('alter table forum_questions add column hidden_at timestamptz null, add column hidden_rule varchar(40) null');
    this.addSql('alter table forum_answers add column hidden_at timestamptz null, add column hidden_rule varchar(40) null');
  }

  override down(): void {
    this.addSql('alter table forum_answers drop column hidden_at, drop column hidden_rule');
    this.addSql('alter table forum_questions drop column hidden_at, drop column hidden_rule');
  }
}
