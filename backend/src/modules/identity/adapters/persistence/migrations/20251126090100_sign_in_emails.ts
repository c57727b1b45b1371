import { Migration } from '@mikro-orm/migrations';

/** The email each angler last signed in with, as the provider vouched for it: operators are named by it. */
export class SignInEmails20251126090100 extends Migration {
  override up(): void {
    this.addSql(`
      create table angler_sign_in_emails (
        angler_id uuid primary key,
        email varchar(254) not null,
        updated_at timestamptz not null default now()
      )`);
  }

  override down(): void {
    this.addSql('drop table angler_sign_in_emails');
  }
}
