import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { SignInEmails } from '../../application/ports.ts';

/** Sign-in emails in SQL: one row per angler, replaced at each sign-in, gone when the provider gives none. */
export class SqlSignInEmails implements SignInEmails {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async remember(anglerId: string, email: string | null): Promise<void> {
    if (!email) {
      await this.db.run(sql`delete from angler_sign_in_emails where angler_id = ${anglerId}::uuid`);
      return;
    }
    await this.db.run(sql`
      insert into angler_sign_in_emails (angler_id, email, updated_at) values (${anglerId}::uuid, ${email.slice(0, 254)}, now())
      on conflict (angler_id) do update set email = excluded.email, updated_at = excluded.updated_at
      where angler_sign_in_emails.email is distinct from excluded.email`);
  }

  async of(anglerId: string): Promise<string | null> {
    const [row] = await this.db.rows<{ email: string }>(sql`select email from angler_sign_in_emails where angler_id = ${anglerId}::uuid`);
    return row?.email ?? null;
  }

  async anglerWith(email: string): Promise<string | null> {
    const [row] = await this.db.rows<{ angler_id: string }>(sql`
      select angler_id from angler_sign_in_emails where lower(email) = lower(${email.trim()}) order by updated_at desc limit 1`);
    return row?.angler_id ?? null;
  }
}
