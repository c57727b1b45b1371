import { Migration } from '@mikro-orm/migrations';

/**
 * Direct messages hidden by moderation (`hidden_rule` null: hidden by reports). A hidden message is
 * gone for its recipient — their inbox row is written again without it in the hiding's transaction —
 * and stays, marked, for its sender.
 */
export class MessagesHidden20261128072100 extends Migration {
  override up(): void {
    this.addSql('alter table dm_messages add column hidden_at timestamptz null, add column hidden_rule varchar(40) null');
  }

  override down(): void {
    this.addSql('alter table dm_messages drop column hidden_at, drop column hidden_rule');
  }
}
