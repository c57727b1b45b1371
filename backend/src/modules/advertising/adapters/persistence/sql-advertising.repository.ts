import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { Conflict } from '../../../../shared/kernel/domain-errors.ts';
import { isId } from '../../../../shared/kernel/ids.ts';
import {
  ServingCatalogue,
  type AdvertiserRecord,
  type AdvertiserUserRecord,
  type AdvertisingRepository,
  type AdRecord,
  type CampaignDetailRecord,
  type CampaignRecord,
  type MonthTotals,
  type Totals,
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

interface CampaignRow {
  id: string;
  advertiser_id: string;
  name: string;
  description: string;
  status: CampaignRecord['status'];
  starts_at: Date | string;
  ends_at: Date | string;
  budget_micros: string;
  spent_micros: string;
  cpm_cents: number;
  cpc_cents: number;
  placements: CampaignDetailRecord['placements'];
  region_lat: number | null;
  region_lon: number | null;
  region_radius_km: number | null;
  species: string[];
  impressions: string;
  clicks: string;
  created_at: Date | string;
}
const toCampaign = (r: CampaignRow): CampaignDetailRecord => ({
  id: r.id,
  advertiserId: r.advertiser_id,
  name: r.name,
  description: r.description,
  status: r.status,
  startsAt: new Date(r.starts_at),
  endsAt: new Date(r.ends_at),
  budgetMicros: Number(r.budget_micros),
  spentMicros: Number(r.spent_micros),
  cpmCents: r.cpm_cents,
  cpcCents: r.cpc_cents,
  placements: r.placements,
  region: r.region_lat !== null && r.region_lon !== null && r.region_radius_km !== null ? { lat: r.region_lat, lon: r.region_lon, radiusKm: r.region_radius_km } : null,
  species: r.species,
  impressions: Number(r.impressions),
  clicks: Number(r.clicks),
  createdAt: new Date(r.created_at),
});

interface AdvertiserRow {
  id: string;
  company_name: string;
  website: string | null;
  industry: string | null;
  contact_email: string;
  contact_phone: string | null;
  description: string | null;
  account_status: AdvertiserRecord['accountStatus'];
  created_at: Date | string;
}
const toAdvertiser = (r: AdvertiserRow): AdvertiserRecord => ({
  id: r.id,
  companyName: r.company_name,
  website: r.website,
  industry: r.industry,
  contactEmail: r.contact_email,
  contactPhone: r.contact_phone,
  description: r.description,
  accountStatus: r.account_status,
  createdAt: new Date(r.created_at),
});

const isUniqueViolation = (error: unknown): boolean => (error as { code?: string } | null)?.code === '23505';

/** Advertising's tables in SQL (Kysely's `sql` template through the Sql port). */
export class SqlAdvertisingRepository implements AdvertisingRepository {
  constructor(
    @inject(SqlToken) private readonly db: Sql,
    /** What serving keeps in memory: forgotten (after commit, in every process) when what it holds changes. */
    @inject(ServingCatalogue) private readonly serving: ServingCatalogue,
  ) {}

  async insertAdvertiser(a: AdvertiserRecord, u: AdvertiserUserRecord): Promise<void> {
    await this.db.run(sql`
      insert into advertisers (id, company_name, website, industry, contact_email, contact_phone, description, account_status, created_at)
      values (${a.id}::uuid, ${a.companyName}, ${a.website}, ${a.industry}, ${a.contactEmail}, ${a.contactPhone}, ${a.description},
              ${a.accountStatus}, ${a.createdAt})`);
    await this.insertUser(u);
  }

  async insertUser(u: AdvertiserUserRecord): Promise<void> {
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

  async users(advertiserId: string): Promise<AdvertiserUserRecord[]> {
    const rows = await this.db.rows<UserRow>(sql`select * from advertiser_users where advertiser_id = ${advertiserId}::uuid order by created_at, id`);
    return rows.map(toUser);
  }

  async insertCampaign(c: CampaignDetailRecord): Promise<void> {
    await this.db.run(sql`
      insert into ad_campaigns (id, advertiser_id, name, description, status, starts_at, ends_at, budget_micros, spent_micros, cpm_cents,
                                cpc_cents, placements, region_lat, region_lon, region_radius_km, species, created_at)
      values (${c.id}::uuid, ${c.advertiserId}::uuid, ${c.name}, ${c.description}, ${c.status}, ${c.startsAt}, ${c.endsAt}, ${c.budgetMicros},
              0, ${c.cpmCents}, ${c.cpcCents}, ${c.placements}::text[], ${c.region?.lat ?? null}, ${c.region?.lon ?? null},
              ${c.region?.radiusKm ?? null}, ${c.species}::text[], ${c.createdAt})`);
  }

  async campaign(advertiserId: string, campaignId: string, lock = false): Promise<CampaignDetailRecord | null> {
    const [row] = await this.db.rows<CampaignRow>(sql`
      select * from ad_campaigns where id = ${campaignId}::uuid and advertiser_id = ${advertiserId}::uuid ${lock ? sql`for update` : sql``}`);
    return row ? toCampaign(row) : null;
  }

  async updateCampaign(c: CampaignDetailRecord): Promise<void> {
    await this.db.run(sql`
      update ad_campaigns set name = ${c.name}, description = ${c.description}, status = ${c.status}, starts_at = ${c.startsAt},
        ends_at = ${c.endsAt}, budget_micros = ${c.budgetMicros}, cpm_cents = ${c.cpmCents}, cpc_cents = ${c.cpcCents},
        placements = ${c.placements}::text[], region_lat = ${c.region?.lat ?? null}, region_lon = ${c.region?.lon ?? null},
        region_radius_km = ${c.region?.radiusKm ?? null}, species = ${c.species}::text[]
      where id = ${c.id}::uuid`);
    this.serving.changed();
  }

  async ads(campaignId: string): Promise<AdRecord[]> {
    const rows = await this.db.rows<{
      id: string;
      campaign_id: string;
      advertiser_id: string;
      title: string;
      content: string;
      image_url: string | null;
      target_url: string;
      created_at: Date | string;
    }>(sql`select * from ad_creatives where campaign_id = ${campaignId}::uuid order by created_at, id`);
    return rows.map((r) => ({
      id: r.id,
      campaignId: r.campaign_id,
      advertiserId: r.advertiser_id,
      title: r.title,
      content: r.content,
      imageUrl: r.image_url,
      targetUrl: r.target_url,
      createdAt: new Date(r.created_at),
    }));
  }

  async insertAd(a: AdRecord): Promise<void> {
    await this.db.run(sql`
      insert into ad_creatives (id, campaign_id, advertiser_id, title, content, image_url, target_url, created_at)
      values (${a.id}::uuid, ${a.campaignId}::uuid, ${a.advertiserId}::uuid, ${a.title}, ${a.content}, ${a.imageUrl}, ${a.targetUrl}, ${a.createdAt})`);
    this.serving.changed();
  }

  async unbilled(campaignId: string): Promise<Array<{ reason: string; events: number }>> {
    const rows = await this.db.rows<{ reason: string; events: string }>(sql`
      select reason, sum(events) as events from ad_unbilled where campaign_id = ${campaignId}::uuid group by reason order by reason`);
    return rows.map((r) => ({ reason: r.reason, events: Number(r.events) }));
  }

  async userByEmail(email: string): Promise<AdvertiserUserRecord | null> {
    const [row] = await this.db.rows<UserRow>(sql`select * from advertiser_users where lower(email) = lower(${email})`);
    return row ? toUser(row) : null;
  }

  async advertiser(id: string): Promise<AdvertiserRecord | null> {
    if (!isId(id)) return null;
    const [r] = await this.db.rows<AdvertiserRow>(sql`select * from advertisers where id = ${id}::uuid`);
    return r ? toAdvertiser(r) : null;
  }

  async allAdvertisers(): Promise<AdvertiserRecord[]> {
    const rows = await this.db.rows<AdvertiserRow>(sql`
      select * from advertisers order by account_status = 'pending' desc, created_at desc, id desc limit 500`);
    return rows.map(toAdvertiser);
  }

  async setAccountStatus(id: string, status: 'active' | 'suspended'): Promise<boolean> {
    const changed = (await this.db.run(sql`update advertisers set account_status = ${status} where id = ${id}::uuid`)) > 0;
    if (changed) this.serving.changed();
    return changed;
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

  async days(advertiserId: string, since: string) {
    const rows = await this.db.rows<{ day: string; campaign_id: string; name: string; spent: string; impressions: string; clicks: string }>(sql`
      select to_char(d.day, 'YYYY-MM-DD') as day, d.campaign_id, c.name, d.spent_micros as spent, d.impressions, d.clicks
      from ad_daily d join ad_campaigns c on c.id = d.campaign_id
      where c.advertiser_id = ${advertiserId}::uuid and d.day >= ${since}::date
      order by d.day, c.name, d.campaign_id`);
    return rows.map((r) => ({
      day: r.day,
      campaignId: r.campaign_id,
      campaignName: r.name,
      spentMicros: Number(r.spent),
      impressions: Number(r.impressions),
      clicks: Number(r.clicks),
    }));
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
