import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { PortalSessions } from '../../application/ports.ts';
import type { AdvertiserUser } from '../../domain/advertiser-user.ts';
import { AdvertiserUserShape } from './advertising-records.ts';

/** advertiser_sessions in SQL (expired ones are forgotten hourly by ForgetOldServes). */
export class SqlPortalSessions implements PortalSessions {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async open(tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
    await this.db.run(
      sql`insert into advertiser_sessions (token_hash, user_id, expires_at) values (${tokenHash}, ${userId}::uuid, ${expiresAt})`,
    );
  }

  async userOf(tokenHash: string, now: Date): Promise<AdvertiserUser | null> {
    const [row] = await this.db.rows(sql`
      select u.* from advertiser_sessions s join advertiser_users u on u.id = s.user_id
      where s.token_hash = ${tokenHash} and s.expires_at > ${now} and u.is_active`);
    return row ? AdvertiserUserShape.read(row) : null;
  }

  async close(tokenHash: string): Promise<void> {
    await this.db.run(sql`delete from advertiser_sessions where token_hash = ${tokenHash}`);
  }
}
