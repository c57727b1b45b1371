import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { TallyToken, type Tally } from '../../../../platform/telemetry/tally.ts';
import { ServingCatalogue, type AdLedger } from '../../application/ports.ts';
import { CLICK_RATE, type EventOutcome, type UnbilledReason } from '../../domain/billing.ts';
import type { AdTokenClaims } from '../../domain/served-ad.ts';
import { FrequencyMemory } from './frequency-memory.ts';
import { clickPriceSql, impressionPriceSql } from './prices.sql.ts';
import { ImpressionBatches } from './impression-batches.ts';

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The counting writes and the frequency cap (from each process's memory, FrequencyMemory). An impression is billed with the others this
 * process receives within milliseconds, in one statement (ImpressionBatches); a click, rarer, in the
 * caller's transaction. Every charge is a conditional update of the campaign's row under its lock,
 * so concurrent events never push a campaign past its budget; the day's rollup moves with it. When a
 * campaign can no longer pay for an impression, serving forgets its campaigns in every process.
 */
export class SqlAdLedger implements AdLedger {
  readonly #impressions: ImpressionBatches;
  readonly #frequency: FrequencyMemory;

  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(ServingCatalogue) private readonly catalogue: ServingCatalogue,
    @inject(TallyToken) private readonly tally: Tally,
  ) {
    this.#frequency = new FrequencyMemory(db);
    this.#impressions = new ImpressionBatches(db, (charges, recorded) => {
      this.#frequency.billed(recorded);
      for (const c of charges) this.catalogue.charged(c.id, c.billed * c.price, c.spentMicros);
      this.tally.count(
        'ad_spend_micros',
        { event: 'impression' },
        charges.reduce((sum, c) => sum + c.billed * c.price, 0),
      );
      if (charges.some((c) => c.serving && c.spentMicros + c.price > c.budgetMicros)) this.catalogue.changed();
    });
  }

  cappedCampaigns(viewer: string, since: Date, cap: number): Promise<Set<string>> {
    return this.#frequency.capped(viewer, since, cap);
  }

  impression(t: AdTokenClaims, now: Date): Promise<EventOutcome> {
    return this.#impressions.bill(t, now);
  }

  async click(t: AdTokenClaims, now: Date): Promise<EventOutcome> {
    const clicked = await this.db.run(sql`
      update ad_serves set clicked_at = ${now}
      where token = ${t.id}::uuid and viewer = ${t.viewer} and impressed_at is not null and clicked_at is null`);
    if (!clicked) {
      const [row] = await this.db.rows<{ clicked: boolean }>(sql`
        select clicked_at is not null as clicked from ad_serves where token = ${t.id}::uuid`);
      return this.#notBilled(t.campaignId, row?.clicked ? 'duplicate_click' : 'click_before_impression', now);
    }
    if (t.own) return this.#notBilled(t.campaignId, 'own_ad', now);
    const [recent] = await this.db.rows<Record<string, string>>(sql`
      select ${sql.join(
        CLICK_RATE.map(
          (r, i) => sql`count(*) filter (where clicked_at > ${now}::timestamptz - ${r.within}::interval) as ${sql.ref(`w${i}`)}`,
        ),
      )}
      from ad_serves
      where viewer = ${t.viewer} and clicked_at > ${now}::timestamptz - interval '1 hour' and token <> ${t.id}::uuid`);
    if (CLICK_RATE.some((r, i) => Number(recent![`w${i}`]) >= r.most))
      return this.#notBilled(t.campaignId, 'invalid_traffic_click_rate', now);
    return this.#chargeClick(t.campaignId, now);
  }

  async #chargeClick(campaignId: string, now: Date): Promise<EventOutcome> {
    const price = clickPriceSql('c');
    const [charged] = await this.db.rows<{ price: string; spent: string; exhausted: boolean }>(sql`
      update ad_campaigns c
      set spent_micros = spent_micros + ${price},
          clicks = clicks + 1
      where c.id = ${campaignId}::uuid and c.status = 'active' and c.starts_at <= ${now} and c.ends_at > ${now}
        and c.spent_micros + ${price} <= c.budget_micros
        and exists (select 1 from advertisers a where a.id = c.advertiser_id and a.account_status = 'active')
      returning ${price} as price, c.spent_micros as spent, c.spent_micros + ${impressionPriceSql('c')} > c.budget_micros as exhausted`);
    if (!charged) return this.#notBilled(campaignId, await this.#whyNotCharged(campaignId), now);
    await this.db.run(sql`
      insert into ad_daily (campaign_id, day, impressions, clicks, spent_micros)
      values (${campaignId}::uuid, ${dayOf(now)}::date, 0, 1, ${Number(charged.price)})
      on conflict (campaign_id, day) do update set impressions = ad_daily.impressions + excluded.impressions,
        clicks = ad_daily.clicks + excluded.clicks, spent_micros = ad_daily.spent_micros + excluded.spent_micros`);
    this.catalogue.charged(campaignId, Number(charged.price), Number(charged.spent));
    this.tally.count('ad_spend_micros', { event: 'click' }, Number(charged.price));
    if (charged.exhausted) this.catalogue.changed();
    return { billed: true };
  }

  async #whyNotCharged(campaignId: string): Promise<UnbilledReason> {
    const [c] = await this.db.rows<{ spent: boolean }>(sql`
      select c.spent_micros + ${clickPriceSql('c')} > c.budget_micros as spent from ad_campaigns c where c.id = ${campaignId}::uuid`);
    return c?.spent ? 'budget_spent' : 'campaign_not_serving';
  }

  async #notBilled(campaignId: string, reason: UnbilledReason, now: Date): Promise<EventOutcome> {
    await this.db.run(sql`
      insert into ad_unbilled (campaign_id, day, reason, events)
      select id, ${dayOf(now)}::date, ${reason}, 1 from ad_campaigns where id = ${campaignId}::uuid
      on conflict (campaign_id, day, reason) do update set events = ad_unbilled.events + 1`);
    return { billed: false, reason };
  }
}
