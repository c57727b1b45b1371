import { Migration } from '@mikro-orm/migrations';

/**
 * A profile hidden by a moderator (with the guideline cited) or by reports (no rule yet): its name, bio
 * and pictures read as a deleted angler's to everyone but its angler (domain/hidden-profile.ts). Null while shown.
 */
export class HiddenProfiles20261128072407 extends Migration {
  override up(): void {
    this.addSql('alter table users add column hidden_at timestamptz null, add column hidden_rule varchar(40) null');
  }

  override down(): void {
    this.addSql('alter table users drop column hidden_at, drop column hidden_rule');
  }
}
