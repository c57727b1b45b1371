import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { AdTokenClaims, EventOutcome, ServedAdRecord, ServingQuery, ServingRepository } from '../../application/ports.ts';

/** Invalid clicks: one viewer's clicks beyond 1 a minute, 3 in 10 minutes or 10 an hour are not billed. */
export const CLICK_RATE = [
  { within: '1 minute', most: 1 },
  { within: '10 minutes', most: 3 },
  { within: '1 hour', most: 10 },
] as const;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Serving reads and the counting writes. A charge is one conditional update of the campaign's row
 * (`spent + price <= budget`, under the row's lock), so concurrent events never push a campaign past
 * its budget; the day's rollup moves in the same transaction.
 */
export class SqlServingRepository implements ServingRepository {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async eligible(q: ServingQuery): Promise<ServedAdRecord[]> {
    const dayAgo = new Date(q.now.getTime() - 86_400_000);
    const rows = await this.db.rows<{
      id: string;
      campaign_id: string;
      title: string;
      content: string;
      image_url: string | null;
      target_url: string;
      created_at: Date | string;
      sponsor: string;
    }>(sql`
      with campaigns as (
        select c.id, adv.company_name
        from ad_campaigns c
        join advertisers adv on adv.id = c.advertiser_id and adv.account_status = 'active'
        left join ad_daily d on d.campaign_id = c.id and d.day = ${dayOf(q.dayStart)}::date
        where c.status = 'active' and c.starts_at <= ${q.now} and c.ends_at > ${q.now}
          and c.spent_micros + c.cpm_cents * 10 <= c.budget_micros
          and c.spent_micros < c.budget_micros
          and ${q.placement}::text = any (c.placements)
          and (c.region_lat is null or (${q.near?.lat ?? null}::float8 is not null and
               2 * 6371 * asin(sqrt(
                 power(sin(radians(${q.near?.lat ?? null}::float8 - c.region_lat) / 2), 2) +
                 cos(radians(c.region_lat)) * cos(radians(${q.near?.lat ?? null}::float8)) *
                 power(sin(radians(${q.near?.lon ?? null}::float8 - c.region_lon) / 2), 2))) <= c.region_radius_km))
          and (cardinality(c.species) = 0 or c.species && ${q.species}::text[])
          and coalesce(d.spent_micros, 0) < (c.budget_micros - c.spent_micros + coalesce(d.spent_micros, 0))::float8
                / greatest(1, ceil(extract(epoch from (c.ends_at - ${q.dayStart}::timestamptz)) / 86400)) * ${q.paceShare}::float8
          and (select count(*) from ad_serves s
               where s.viewer = ${q.viewer} and s.campaign_id = c.id and s.impressed_at > ${dayAgo}) < ${q.frequencyCap}
      ),
      one_ad_each as (
        select distinct on (a.campaign_id) a.id, a.campaign_id, a.title, a.content, a.image_url, a.target_url, a.created_at,
               c.company_name as sponsor
        from campaigns c join ad_creatives a on a.campaign_id = c.id
        order by a.campaign_id, random()
      )
      select * from one_ad_each order by random() limit ${q.limit}`);
    return rows.map((r) => ({
      id: r.id,
      campaignId: r.campaign_id,
      title: r.title,
      content: r.content,
      imageUrl: r.image_url,
      targetUrl: r.target_url,
      createdAt: new Date(r.created_at),
      sponsor: r.sponsor,
    }));
  }

  /**
   * The serve row (its token the key: a replay inserts nothing), the conditional charge under the
   * campaign's row lock and the day's rollup, in one statement: the hot path of the ad business
   * pays one round trip, not three. A concurrent charge waits for the row and re-checks the budget
   * against the row as committed, so spend never passes it.
   */
  async impression(t: AdTokenClaims, now: Date): Promise<EventOutcome> {
    const [r] = await this.db.rows<{ fresh: boolean; billed: boolean }>(sql`
      with serve as (
        insert into ad_serves (token, ad_id, campaign_id, viewer, served_at, impressed_at)
        select ${t.id}::uuid, a.id, a.campaign_id, ${t.viewer}, ${new Date(t.servedAt)}, ${now}
        from ad_creatives a where a.id = ${t.adId}::uuid and a.campaign_id = ${t.campaignId}::uuid
        on conflict (token) do nothing
        returning campaign_id
      ), charged as (
        update ad_campaigns c
        set spent_micros = c.spent_micros + c.cpm_cents * 10, impressions = c.impressions + 1
        from serve
        where c.id = serve.campaign_id and c.status = 'active' and c.starts_at <= ${now} and c.ends_at > ${now}
          and c.spent_micros + c.cpm_cents * 10 <= c.budget_micros
          and exists (select 1 from advertisers a where a.id = c.advertiser_id and a.account_status = 'active')
        returning c.id, c.cpm_cents * 10 as price
      ), rollup as (
        insert into ad_daily (campaign_id, day, impressions, clicks, spent_micros)
        select id, ${dayOf(now)}::date, 1, 0, price from charged
        on conflict (campaign_id, day) do update set impressions = ad_daily.impressions + 1,
          spent_micros = ad_daily.spent_micros + excluded.spent_micros
        returning 1
      )
      select exists (select 1 from serve) as fresh, exists (select 1 from charged) as billed`);
    if (!r?.fresh) return this.#unbilled(t.campaignId, now, 'duplicate_impression');
    if (r.billed) return { billed: true };
    return this.#unbilled(t.campaignId, now, await this.#whyNotCharged(t.campaignId, sql`cpm_cents * 10`));
  }

  async click(t: AdTokenClaims, now: Date): Promise<EventOutcome> {
    const clicked = await this.db.run(sql`
      update ad_serves set clicked_at = ${now}
      where token = ${t.id}::uuid and viewer = ${t.viewer} and impressed_at is not null and clicked_at is null`);
    if (!clicked) {
      const [row] = await this.db.rows<{ clicked: boolean }>(sql`
        select clicked_at is not null as clicked from ad_serves where token = ${t.id}::uuid`);
      return this.#unbilled(t.campaignId, now, row?.clicked ? 'duplicate_click' : 'click_before_impression');
    }
    const [recent] = await this.db.rows<Record<string, string>>(sql`
      select ${sql.join(
        CLICK_RATE.map((r, i) => sql`count(*) filter (where clicked_at > ${now}::timestamptz - ${r.within}::interval) as ${sql.ref(`w${i}`)}`),
      )}
      from ad_serves
      where viewer = ${t.viewer} and clicked_at > ${now}::timestamptz - interval '1 hour' and token <> ${t.id}::uuid`);
    if (CLICK_RATE.some((r, i) => Number(recent![`w${i}`]) >= r.most)) return this.#unbilled(t.campaignId, now, 'invalid_traffic_click_rate');
    return this.#charge(t.campaignId, now, 'click');
  }

  async #charge(campaignId: string, now: Date, kind: 'impression' | 'click'): Promise<EventOutcome> {
    const price = kind === 'impression' ? sql`cpm_cents * 10` : sql`cpc_cents * 10000`;
    const [charged] = await this.db.rows<{ price: string }>(sql`
      update ad_campaigns c
      set spent_micros = spent_micros + ${price},
          ${kind === 'impression' ? sql`impressions = impressions + 1` : sql`clicks = clicks + 1`}
      where c.id = ${campaignId}::uuid and c.status = 'active' and c.starts_at <= ${now} and c.ends_at > ${now}
        and c.spent_micros + ${price} <= c.budget_micros
        and exists (select 1 from advertisers a where a.id = c.advertiser_id and a.account_status = 'active')
      returning ${price} as price`);
    if (!charged) return this.#unbilled(campaignId, now, await this.#whyNotCharged(campaignId, price));
    await this.db.run(sql`
      insert into ad_daily (campaign_id, day, impressions, clicks, spent_micros)
      values (${campaignId}::uuid, ${dayOf(now)}::date, ${kind === 'impression' ? 1 : 0}, ${kind === 'click' ? 1 : 0}, ${Number(charged.price)})
      on conflict (campaign_id, day) do update set impressions = ad_daily.impressions + excluded.impressions,
        clicks = ad_daily.clicks + excluded.clicks, spent_micros = ad_daily.spent_micros + excluded.spent_micros`);
    return { billed: true };
  }

  async #whyNotCharged(campaignId: string, price: ReturnType<typeof sql>): Promise<string> {
    const [c] = await this.db.rows<{ spent: boolean }>(sql`
      select spent_micros + ${price} > budget_micros as spent from ad_campaigns where id = ${campaignId}::uuid`);
    return c?.spent ? 'budget_spent' : 'campaign_not_serving';
  }

  async #unbilled(campaignId: string, now: Date, reason: string): Promise<EventOutcome> {
    await this.db.run(sql`
      insert into ad_unbilled (campaign_id, day, reason, events)
      select id, ${dayOf(now)}::date, ${reason}, 1 from ad_campaigns where id = ${campaignId}::uuid
      on conflict (campaign_id, day, reason) do update set events = ad_unbilled.events + 1`);
    return { billed: false, reason };
  }
}
