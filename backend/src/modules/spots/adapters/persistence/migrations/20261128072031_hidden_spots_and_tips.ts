import { Migration } from '@mikro-orm/migrations';

/**
 * A spot or tip hidden by a moderator (with the guideline cited) or by reports (no rule yet): gone from
 * every read but its author's (domain/hidden-place.ts). Null while shown.
 */
export class HiddenSpotsAndTips20261128072031 extends Migration {
  override up(): void {
    this.addSql('alter table spots add column hidden_at timestamptz null, add column hidden_rule varchar(40) null');
    this.addSql('alter table spot_tips add column hidden_at timestamptz null, add column hidden_rule varchar(40) null');
  }

  override down(): void {
    this.addSql('alter table spot_tips drop column hidden_at, drop column hidden_rule');
    this.addSql('alter table spots drop column hidden_at, drop column hidden_rule');
  }
}
