import { Migration } from '@mikro-orm/migrations';

/**
 * A tournament hidden by a moderator (with the guideline cited) or by reports (no rule yet): gone from
 * every read but its organizer's (domain/hidden-tournament.ts). Null while shown.
 */
export class HiddenTournaments20261128072243 extends Migration {
  override up(): void {
    this.addSql('alter table tournaments add column hidden_at timestamptz null, add column hidden_rule varchar(40) null');
  }

  override down(): void {
    this.addSql('alter table tournaments drop column hidden_at, drop column hidden_rule');
  }
}
