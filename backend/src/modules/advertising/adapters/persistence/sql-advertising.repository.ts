import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { Conflict } from '../../../../shared/kernel/domain-errors.ts';
import { isId } from '../../../../shared/kernel/ids.ts';
import type {
  AdvertiserRecord,
  AdvertiserUserRecord,
  AdvertisingRepository,
  CampaignRecord,
  MonthTotals,
  Totals,
} from '../../application/ports.ts';

interface UserRow {
  id: string;
  advertiser_id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: 'admin' | 'member';
  is_active: boolean;
  password_hash: string;
  created_at: Date | string;
}
const toUser = (r: UserRow): AdvertiserUserRecord => ({
  id: r.id,
  advertiserId: r.advertiser_id,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  role: r.role,
  isActive: r.is_active,
  passwordHash: r.password_hash,
  createdAt: new Date(r.created_at),
});

const isUniqueViolation = (error: unknown): boolean => (error as { code?: string } | null)?.code === '23505';

/** Advertising's tables in SQL (Kysely's `sql` template through the Sql port). */
export class SqlAdvertisingRepository implements AdvertisingRepository {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async insertAdvertiser(a: AdvertiserRecord, u: AdvertiserUserRecord): Promise<void> {
    await this.db.run(sql`
      insert into advertisers (id, company_name, website, industry, contact_email, contact_phone, description, account_status, created_at)
      values (${a.id}::uuid, ${a.companyName}, ${a.website}, ${a.industry}, ${a.contactEmail}, ${a.contactPhone}, ${a.description},
              ${a.accountStatus}, ${a.createdAt})`);
    try {
      await this.db.run(sql`
        insert into advertiser_users (id, advertiser_id, email, first_name, last_name, role, is_active, password_hash, created_at)
        values (${u.id}::uuid, ${u.advertiserId}::uuid, ${u.email}, ${u.firstName}, ${u.lastName}, ${u.role}, ${u.isActive},
                ${u.passwordHash}, ${u.createdAt})`);
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict('An advertiser account with this email already exists');
      throw error;
    }
  }

  async userByEmail(email: string): Promise<AdvertiserUserRecord | null> {
    const [row] = await this.db.rows<UserRow>(sql`select * from advertiser_users where lower(email) = lower(${email})`);
    return row ? toUser(row) : null;
  }

  async advertiser(id: string): Promise<AdvertiserRecord | null> {
    if (!isId(id)) return null;
    const [r] = await this.db.rows<{
      id: string;
      company_name: string;
      website: string | null;
      industry: string | null;
      contact_email: string;
      contact_phone: string | null;
      description: string | null;
      account_status: AdvertiserRecord['accountStatus'];
      created_at: Date | string;
    }>(sql`select * from advertisers where id = ${id}::uuid`);
    return r
      ? {
          id: r.id,
          companyName: r.company_name,
          website: r.website,
          industry: r.industry,
          contactEmail: r.contact_email,
          contactPhone: r.contact_phone,
          description: r.description,
          accountStatus: r.account_status,
          createdAt: new Date(r.created_at),
        }
      : null;
  }

  async totals(advertiserId: string): Promise<Totals> {
    const [r] = await this.db.rows<{ spent: string; impressions: string; clicks: string }>(sql`
      select coalesce(sum(spent_micros), 0) as spent, coalesce(sum(impressions), 0) as impressions, coalesce(sum(clicks), 0) as clicks
      from ad_campaigns where advertiser_id = ${advertiserId}::uuid`);
    return { spentMicros: Number(r!.spent), impressions: Number(r!.impressions), clicks: Number(r!.clicks) };
  }

  async campaigns(advertiserId: string): Promise<CampaignRecord[]> {
    const rows = await this.db.rows<{
      id: string;
      advertiser_id: string;
      name: string;
      description: string;
      status: CampaignRecord['status'];
      budget_micros: string;
      spent_micros: string;
      created_at: Date | string;
    }>(sql`
      select id, advertiser_id, name, description, status, budget_micros, spent_micros, created_at
      from ad_campaigns where advertiser_id = ${advertiserId}::uuid order by created_at desc, id desc`);
    return rows.map((r) => ({
      id: r.id,
      advertiserId: r.advertiser_id,
      name: r.name,
      description: r.description,
      status: r.status,
      budgetMicros: Number(r.budget_micros),
      spentMicros: Number(r.spent_micros),
      createdAt: new Date(r.created_at),
    }));
  }

  async months(advertiserId: string): Promise<MonthTotals[]> {
    const rows = await this.db.rows<{ month: string; spent: string; impressions: string; clicks: string }>(sql`
      select to_char(d.day, 'YYYY-MM') as month, sum(d.spent_micros) as spent, sum(d.impressions) as impressions, sum(d.clicks) as clicks
      from ad_daily d join ad_campaigns c on c.id = d.campaign_id
      where c.advertiser_id = ${advertiserId}::uuid
      group by 1 order by 1 desc`);
    return rows.map((r) => ({ month: r.month, spentMicros: Number(r.spent), impressions: Number(r.impressions), clicks: Number(r.clicks) }));
  }

  async openSession(tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
    await this.db.run(sql`insert into advertiser_sessions (token_hash, user_id, expires_at) values (${tokenHash}, ${userId}::uuid, ${expiresAt})`);
  }

  async sessionUser(tokenHash: string, now: Date): Promise<AdvertiserUserRecord | null> {
    const [row] = await this.db.rows<UserRow>(sql`
      select u.* from advertiser_sessions s join advertiser_users u on u.id = s.user_id
      where s.token_hash = ${tokenHash} and s.expires_at > ${now} and u.is_active`);
    return row ? toUser(row) : null;
  }

  async closeSession(tokenHash: string): Promise<void> {
    await this.db.run(sql`delete from advertiser_sessions where token_hash = ${tokenHash}`);
  }
}
