import { Migration } from '@mikro-orm/migrations';

/** Server-side sessions. The id is the SHA-256 of the cookie's random token, so a leaked table opens no session. */
export class Sessions20251121000000 extends Migration {
  override up(): void {
    this.addSql(`
      create table sessions (
        id char(64) primary key,
        user_id uuid null,
        data jsonb not null default '{}'::jsonb,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null
      )`);
    this.addSql('create index sessions_user_id_idx on sessions (user_id)');
    this.addSql('create index sessions_expires_at_idx on sessions (expires_at)');
  }

  override down(): void {
    this.addSql('drop table sessions');
  }
}
