import { Migration } from '@mikro-orm/migrations';

/**
 * The topics each angler switched off, one row per angler who switched any off: every angler, and
 * every topic added later, starts on.
 */
export class NotificationPreferences20261128120000 extends Migration {
  override up(): void {
    this.addSql(`
      create table notification_preferences (
        angler_id uuid primary key,
        switched_off text[] not null,
        updated_at timestamptz not null
      )`);
  }

  override down(): void {
    this.addSql('drop table notification_preferences');
  }
}
