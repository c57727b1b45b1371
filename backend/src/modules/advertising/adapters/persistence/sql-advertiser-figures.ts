import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { AdvertiserFigures, DayTotals, MonthTotals, Totals, UnbilledCount } from '../../application/ports.ts';
import type { UnbilledReason } from '../../domain/billing.ts';
import type { CampaignSummary } from '../../domain/campaign.ts';
import type { CampaignStatus } from '../../domain/campaign-status.ts';

/** What billing counted, read for the advertiser's dashboard: campaign totals, the day rollup, the unbilled counts. */
export class SqlAdvertiserFigures implements AdvertiserFigures {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async totals(advertiserId: string): Promise<Totals> {
    const [r] = await this.db.rows<{ spent: string; impressions: string; clicks: string }>(sql`
      select coalesce(sum(spent_micros), 0) as spent, coalesce(sum(impressions), 0) as impressions, coalesce(sum(clicks), 0) as clicks
      from ad_campaigns where advertiser_id = ${advertiserId}::uuid`);
    return { spentMicros: Number(r!.spent), impressions: Number(r!.impressions), clicks: Number(r!.clicks) };
  }

  async campaigns(advertiserId: string): Promise<CampaignSummary[]> {
    const rows = await this.db.rows<{
      id: string;
      advertiser_id: string;
      name: string;
      description: string;
      status: CampaignStatus;
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
    return rows.map((r) => ({
      month: r.month,
      spentMicros: Number(r.spent),
      impressions: Number(r.impressions),
      clicks: Number(r.clicks),
    }));
  }

  async days(advertiserId: string, since: string): Promise<DayTotals[]> {
    const rows = await this.db.rows<{
      day: string;
      campaign_id: string;
      name: string;
      spent: string;
      impressions: string;
      clicks: string;
    }>(sql`
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

  async unbilled(campaignId: string): Promise<UnbilledCount[]> {
    const rows = await this.db.rows<{ reason: UnbilledReason; events: string }>(sql`
      select reason, sum(events) as events from ad_unbilled where campaign_id = ${campaignId}::uuid group by reason order by reason`);
    return rows.map((r) => ({ reason: r.reason, events: Number(r.events) }));
  }
}
