import { sql, type Sql } from '../../../../platform/db/sql.ts';
import { impressionPriceSql } from './prices.sql.ts';
import type { EventOutcome, UnbilledReason } from '../../domain/billing.ts';
import type { AdTokenClaims } from '../../domain/served-ad.ts';

/** Most impressions in one statement. */
export const MAX_BATCH = 512;
/** How long the first impression waits for others when nothing is being written. */
export const BATCH_WAIT_MS = 2;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

interface Pending {
  claims: AdTokenClaims;
  now: Date;
  resolve: (outcome: EventOutcome) => void;
  reject: (error: unknown) => void;
}

export interface CampaignCharge {
  id: string;
  /** Impressions billed in this batch, and their price each. */
  billed: number;
  price: number;
  spentMicros: number;
  budgetMicros: number;
  serving: boolean;
}

/**
 * Impressions of one process, billed together: those arriving within a couple of milliseconds — or
 * while the previous batch is being written — go in one statement (one round trip, one commit):
 *
 * 1. the serve rows, keyed by each token's id (`on conflict do nothing`: a replayed token inserts
 *    nothing, so it can only be billed once, whichever process it reaches), inserted in token order so
 *    two batches never wait on each other's tokens in a cycle;
 * 2. the batch's campaigns locked in id order (`for update`: every process locks in one order, so
 *    none deadlock), each charged for as many of its fresh impressions as its budget still holds as
 *    committed — `least(n, (budget − spent) / price)` on the locked row, so no campaign ever passes
 *    its budget however many processes bill it at once;
 * 3. one UPDATE per campaign and one day-rollup upsert per campaign.
 *
 * An impression of an ad served to its own advertiser (`own` in its token) is recorded like any other
 * (so it too counts once) but never charged nor counted in the campaign's figures.
 *
 * What was not billed (replays, budget spent, campaign stopped) is counted per reason in a second
 * statement, only when there is any.
 */
export class ImpressionBatches {
  #queue: Pending[] = [];
  #writing = false;
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Sql,
    /** After each batch: the campaigns charged, and the impressions it recorded (each a serve row, billed or not). */
    private readonly onCharged: (charges: CampaignCharge[], recorded: Array<{ viewer: string; campaignId: string }>) => void,
  ) {}

  bill(claims: AdTokenClaims, now: Date): Promise<EventOutcome> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ claims, now, resolve, reject });
      if (this.#queue.length >= MAX_BATCH && !this.#writing) this.#flush();
      else if (!this.#writing && !this.#timer) this.#timer = setTimeout(() => this.#flush(), BATCH_WAIT_MS);
    });
  }

  #flush(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const batch = this.#queue.splice(0, MAX_BATCH);
    if (batch.length === 0) return;
    this.#writing = true;
    this.#write(batch)
      .catch((error: unknown) => {
        for (const p of batch) p.reject(error);
      })
      .finally(() => {
        this.#writing = false;
        if (this.#queue.length > 0) this.#flush();
      });
  }

  async #write(batch: Pending[]): Promise<void> {
    // One clock reading for the batch: the latest of its impressions' (they arrived within milliseconds).
    const now = new Date(Math.max(...batch.map((p) => p.now.getTime())));
    const day = dayOf(now);
    const first = new Map<string, Pending>();
    for (const p of batch) if (!first.has(p.claims.id)) first.set(p.claims.id, p);
    const unique = [...first.values()].sort((a, b) => (a.claims.id < b.claims.id ? -1 : 1));
    const [row] = await this.#statement(unique, now, day);
    const fresh = new Set(row?.fresh ?? []);
    const charges = (row?.campaigns ?? []).map((c) => ({
      id: c.id,
      billed: Number(c.k),
      price: Number(c.price),
      spentMicros: Number(c.spent),
      budgetMicros: Number(c.budget),
      serving: c.serving,
    }));
    const left = new Map(charges.map((c) => [c.id, c.billed]));
    const byCampaign = new Map(charges.map((c) => [c.id, c]));
    const unbilled = new Map<string, { campaignId: string; reason: UnbilledReason; events: number }>();
    const outcomes: Array<[Pending, EventOutcome]> = [];
    const notBilled = (p: Pending, reason: UnbilledReason) => {
      const key = `${p.claims.campaignId}|${reason}`;
      const u = unbilled.get(key) ?? { campaignId: p.claims.campaignId, reason, events: 0 };
      u.events++;
      unbilled.set(key, u);
      outcomes.push([p, { billed: false, reason }]);
    };
    for (const p of batch) {
      if (first.get(p.claims.id) !== p || !fresh.has(p.claims.id)) {
        notBilled(p, 'duplicate_impression');
        continue;
      }
      if (p.claims.own) {
        notBilled(p, 'own_ad');
        continue;
      }
      const n = left.get(p.claims.campaignId) ?? 0;
      if (n > 0) {
        left.set(p.claims.campaignId, n - 1);
        outcomes.push([p, { billed: true }]);
      } else {
        notBilled(p, byCampaign.get(p.claims.campaignId)?.serving ? 'budget_spent' : 'campaign_not_serving');
      }
    }
    this.onCharged(
      charges,
      unique.filter((p) => fresh.has(p.claims.id)).map((p) => ({ viewer: p.claims.viewer, campaignId: p.claims.campaignId })),
    );
    // Answered once what was not billed is counted too, so the advertiser's figures already show it.
    try {
      if (unbilled.size > 0) await this.#countUnbilled([...unbilled.values()], day);
    } finally {
      for (const [p, outcome] of outcomes) p.resolve(outcome);
    }
  }

  #statement(batch: Pending[], now: Date, day: string) {
    return this.db.prepared<{
      fresh: string[] | null;
      campaigns: Array<{ id: string; k: number; price: number; spent: number; budget: number; serving: boolean }> | null;
    }>(
      'advertising.bill-impressions',
      sql`
        with input as (
          select * from unnest(${batch.map((p) => p.claims.id)}::uuid[], ${batch.map((p) => p.claims.adId)}::uuid[],
                               ${batch.map((p) => p.claims.campaignId)}::uuid[], ${batch.map((p) => p.claims.viewer)}::text[],
                               ${batch.map((p) => new Date(p.claims.servedAt).toISOString())}::timestamptz[],
                               ${batch.map((p) => p.claims.own === true)}::boolean[])
            as i(token, ad_id, campaign_id, viewer, served_at, own)
        ), serve as (
          insert into ad_serves (token, ad_id, campaign_id, viewer, served_at, impressed_at)
          select i.token, a.id, a.campaign_id, i.viewer, i.served_at, ${now}
          from input i join ad_creatives a on a.id = i.ad_id and a.campaign_id = i.campaign_id
          order by i.token
          on conflict (token) do nothing
          returning token, campaign_id
        ), fresh as (
          select s.campaign_id, count(*) as n from serve s join input i on i.token = s.token where not i.own group by s.campaign_id
        ), locked as (
          select c.id, ${impressionPriceSql('c')} as price, c.spent_micros, c.budget_micros, f.n,
                 c.status = 'active' and c.starts_at <= ${now} and c.ends_at > ${now}
                   and exists (select 1 from advertisers a where a.id = c.advertiser_id and a.account_status = 'active') as serving
          from ad_campaigns c join fresh f on f.campaign_id = c.id
          order by c.id
          for update of c
        ), charge as (
          select id, price, budget_micros,
                 case when not serving then 0
                      when price = 0 then n
                      else greatest(0, least(n, (budget_micros - spent_micros) / price)) end as k,
                 spent_micros, serving
          from locked
        ), charged as (
          update ad_campaigns c set spent_micros = c.spent_micros + g.k * g.price, impressions = c.impressions + g.k
          from charge g where c.id = g.id and g.k > 0
          returning c.id
        ), rollup as (
          insert into ad_daily (campaign_id, day, impressions, clicks, spent_micros)
          select id, ${day}::date, k, 0, k * price from charge where k > 0
          on conflict (campaign_id, day) do update set impressions = ad_daily.impressions + excluded.impressions,
            spent_micros = ad_daily.spent_micros + excluded.spent_micros
          returning campaign_id
        )
        select (select array_agg(token::text) from serve) as fresh,
               (select json_agg(json_build_object('id', id, 'k', k, 'price', price, 'spent', spent_micros + k * price,
                                                  'budget', budget_micros, 'serving', serving)) from charge) as campaigns,
               (select count(*) from charged) + (select count(*) from rollup) as written`,
    );
  }

  async #countUnbilled(rows: Array<{ campaignId: string; reason: string; events: number }>, day: string): Promise<void> {
    rows.sort((a, b) => (a.campaignId + a.reason < b.campaignId + b.reason ? -1 : 1));
    await this.db.prepared(
      'advertising.count-unbilled',
      sql`
        insert into ad_unbilled (campaign_id, day, reason, events)
        select u.campaign_id, ${day}::date, u.reason, u.events
        from unnest(${rows.map((r) => r.campaignId)}::uuid[], ${rows.map((r) => r.reason)}::text[], ${rows.map((r) => r.events)}::int[])
          as u(campaign_id, reason, events)
        where exists (select 1 from ad_campaigns c where c.id = u.campaign_id)
        order by u.campaign_id, u.reason
        on conflict (campaign_id, day, reason) do update set events = ad_unbilled.events + excluded.events`,
    );
  }
}
