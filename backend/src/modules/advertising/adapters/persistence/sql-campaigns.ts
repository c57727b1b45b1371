import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { ServingCatalogue, type CampaignRepository } from '../../application/ports.ts';
import type { Ad } from '../../domain/ad.ts';
import type { Campaign } from '../../domain/campaign.ts';
import { AdShape, CampaignShape } from './advertising-records.ts';

/** ad_campaigns and ad_creatives in SQL; a change serving depends on is forgotten by serving in every process. */
export class SqlCampaigns implements CampaignRepository {
  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(ServingCatalogue) private readonly serving: ServingCatalogue,
  ) {}

  async add(c: Campaign): Promise<void> {
    await this.db.run(sql`
      insert into ad_campaigns (id, advertiser_id, name, description, status, starts_at, ends_at, budget_micros, spent_micros, cpm_cents,
                                cpc_cents, placements, region_lat, region_lon, region_radius_km, species, created_at)
      values (${c.id}::uuid, ${c.advertiserId}::uuid, ${c.name}, ${c.description}, ${c.status}, ${c.startsAt}, ${c.endsAt}, ${c.budgetMicros},
              0, ${c.cpmCents}, ${c.cpcCents}, ${c.placements}::text[], ${c.region?.lat ?? null}, ${c.region?.lon ?? null},
              ${c.region?.radiusKm ?? null}, ${c.species}::text[], ${c.createdAt})`);
  }

  async byId(advertiserId: string, campaignId: string, lock = false): Promise<Campaign | null> {
    const [row] = await this.db.rows(sql`
      select * from ad_campaigns where id = ${campaignId}::uuid and advertiser_id = ${advertiserId}::uuid ${lock ? sql`for update` : sql``}`);
    return row ? CampaignShape.read(row) : null;
  }

  async save(c: Campaign): Promise<void> {
    await this.db.run(sql`
      update ad_campaigns set name = ${c.name}, description = ${c.description}, status = ${c.status}, starts_at = ${c.startsAt},
        ends_at = ${c.endsAt}, budget_micros = ${c.budgetMicros}, cpm_cents = ${c.cpmCents}, cpc_cents = ${c.cpcCents},
        placements = ${c.placements}::text[], region_lat = ${c.region?.lat ?? null}, region_lon = ${c.region?.lon ?? null},
        region_radius_km = ${c.region?.radiusKm ?? null}, species = ${c.species}::text[]
      where id = ${c.id}::uuid`);
    this.serving.changed();
  }

  async ads(campaignId: string): Promise<Ad[]> {
    const rows = await this.db.rows(sql`select * from ad_creatives where campaign_id = ${campaignId}::uuid order by created_at, id`);
    return rows.map(AdShape.read);
  }

  async addAd(a: Ad): Promise<void> {
    await this.db.run(sql`
      insert into ad_creatives (id, campaign_id, advertiser_id, title, content, image_url, target_url, created_at)
      values (${a.id}::uuid, ${a.campaignId}::uuid, ${a.advertiserId}::uuid, ${a.title}, ${a.content}, ${a.imageUrl}, ${a.targetUrl}, ${a.createdAt})`);
    this.serving.changed();
  }
}
