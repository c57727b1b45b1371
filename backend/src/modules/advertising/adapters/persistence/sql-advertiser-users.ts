import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { AdvertiserUserRepository } from '../../application/ports.ts';
import type { AdvertiserUser } from '../../domain/advertiser-user.ts';
import { EmailTaken } from '../../domain/advertising.errors.ts';
import { AdvertiserUserShape } from './advertising-records.ts';

const isUniqueViolation = (error: unknown): boolean => (error as { code?: string } | null)?.code === '23505';

/** advertiser_users in SQL: an email (whatever its case) is one user, made unique by the database. */
export class SqlAdvertiserUsers implements AdvertiserUserRepository {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async add(u: AdvertiserUser): Promise<void> {
    try {
      await this.db.run(sql`
        insert into advertiser_users (id, advertiser_id, email, first_name, last_name, role, is_active, password_hash, created_at)
        values (${u.id}::uuid, ${u.advertiserId}::uuid, ${u.email}, ${u.firstName}, ${u.lastName}, ${u.role}, ${u.isActive},
                ${u.passwordHash}, ${u.createdAt})`);
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTaken();
      throw error;
    }
  }

  async byEmail(email: string): Promise<AdvertiserUser | null> {
    const [row] = await this.db.rows(sql`select * from advertiser_users where lower(email) = lower(${email})`);
    return row ? AdvertiserUserShape.read(row) : null;
  }

  async ofAdvertiser(advertiserId: string): Promise<AdvertiserUser[]> {
    const rows = await this.db.rows(
      sql`select * from advertiser_users where advertiser_id = ${advertiserId}::uuid order by created_at, id`,
    );
    return rows.map(AdvertiserUserShape.read);
  }
}
