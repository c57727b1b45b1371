import { Migration } from '@mikro-orm/migrations';

/**
 * An angler's standing, set by moderation: suspended until a time, or banned (a ban wins over a
 * suspension). Both null: in good standing; a suspension whose time has passed reads good without a write.
 */
export class AnglerStanding20261128065500 extends Migration {
  override up(): void {
    this.addSql('alter table users add column suspended_until timestamptz null, add column banned_at timestamptz null');
  }

  override down(): void {
    this.addSql('alter table users drop column suspended_until, drop column banned_at');
  }
}
