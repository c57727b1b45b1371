import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { CacheInvalidationToken, type CacheInvalidation } from '../../../../platform/signals/cache-invalidation.ts';
import type { ServingCatalogue } from '../../application/ports.ts';
import { impressionPriceSql } from './prices.sql.ts';
import type { ServingCampaign } from '../../domain/eligibility.ts';
import type { AdPlacement } from '../../domain/placement.ts';

/**
 * How long a process trusts its copy at most. Every change serving depends on is forgotten in every
 * process through a signal; what is not signalled is the spend other processes bill, which moves the
 * pacing — so a copy is re-read at least this often.
 */
export const CATALOGUE_MS = 2_000;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const CACHE = 'advertising.serving';

interface Generation {
  day: string;
  /** performance.now() when read. */
  at: number;
  campaigns: Promise<ServingCampaign[]>;
  /** The same, once read: what this process's charges move. */
  loaded?: ServingCampaign[];
  /** A background re-read of this copy is under way. */
  renewing?: boolean;
}

/**
 * The serving campaigns of today in this process's memory, read in one statement; the charges this
 * process bills move its copy at once. A change forgets the copy here once its transaction commits
 * and in the other processes through a signal (platform/signals); a read begun before a change is
 * never kept after it. A forgotten copy (or a new day) is read again before serving; a copy that is
 * only CATALOGUE_MS old keeps serving while it is re-read in the background (the spend other
 * processes billed meanwhile moves pacing only, never what a charge may take).
 */
export class SqlServingCatalogue implements ServingCatalogue {
  #generation: Generation | null = null;

  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(CacheInvalidationToken) private readonly invalidation: CacheInvalidation,
  ) {
    const forget = () => {
      this.#generation = null;
    };
    invalidation.register(CACHE, forget, forget);
  }

  campaigns(now: Date): Promise<readonly ServingCampaign[]> {
    const day = dayOf(now);
    const current = this.#generation;
    if (current && current.day === day) {
      if (performance.now() - current.at < CATALOGUE_MS) return current.campaigns;
      // Only old (nothing it depends on was signalled): answered from the copy while one read renews it in
      // the background, so no request waits for the periodic re-read (it did, every 2 s, in every process).
      if (current.loaded) {
        this.#renew(current, now, day);
        return current.campaigns;
      }
    }
    const generation: Generation = { day, at: performance.now(), campaigns: this.#load(now, day) };
    this.#generation = generation;
    generation.campaigns.then(
      (campaigns) => {
        generation.loaded = campaigns;
      },
      () => {
        if (this.#generation === generation) this.#generation = null;
      },
    );
    return generation.campaigns;
  }

  /** One background re-read of an old copy; kept only if nothing was forgotten (a change signalled) meanwhile. */
  #renew(current: Generation, now: Date, day: string): void {
    if (current.renewing) return;
    current.renewing = true;
    const at = performance.now();
    this.#load(now, day).then(
      (campaigns) => {
        if (this.#generation === current) this.#generation = { day, at, campaigns: Promise.resolve(campaigns), loaded: campaigns };
      },
      () => {
        // Tried again by the next request; the copy stays until then (or until a change forgets it).
        current.renewing = false;
      },
    );
  }

  charged(campaignId: string, micros: number, spentMicros: number): void {
    const c = this.#generation?.loaded?.find((x) => x.id === campaignId);
    if (!c) return;
    c.spentMicros = Math.max(c.spentMicros, spentMicros);
    c.todaySpentMicros += micros;
  }

  changed(): void {
    this.invalidation.forget(CACHE, 'all');
  }

  async #load(now: Date, day: string): Promise<ServingCampaign[]> {
    const rows = await this.db.prepared<{
      id: string;
      advertiser_id: string;
      sponsor: string;
      placements: AdPlacement[];
      region_lat: number | null;
      region_lon: number | null;
      region_radius_km: number | null;
      species: string[];
      starts_at: Date | string;
      ends_at: Date | string;
      budget_micros: string;
      spent_micros: string;
      today_spent_micros: string | null;
      price_micros: string;
      ads: Array<{ id: string; title: string; content: string; image_url: string | null; target_url: string; created_at: string }>;
    }>(
      'advertising.serving-catalogue',
      sql`
        select c.id, c.advertiser_id, adv.company_name as sponsor, c.placements, c.region_lat, c.region_lon, c.region_radius_km, c.species,
               c.starts_at, c.ends_at, c.budget_micros, c.spent_micros, d.spent_micros as today_spent_micros,
               ${impressionPriceSql('c')} as price_micros,
               (select json_agg(json_build_object('id', a.id, 'title', a.title, 'content', a.content, 'image_url', a.image_url,
                                                  'target_url', a.target_url, 'created_at', a.created_at))
                  from ad_creatives a where a.campaign_id = c.id) as ads
        from ad_campaigns c
        join advertisers adv on adv.id = c.advertiser_id and adv.account_status = 'active'
        left join ad_daily d on d.campaign_id = c.id and d.day = ${day}::date
        where c.status = 'active' and c.ends_at > ${now} and c.spent_micros < c.budget_micros`,
    );
    return rows.map((r) => ({
      id: r.id,
      advertiserId: r.advertiser_id,
      sponsor: r.sponsor,
      placements: r.placements,
      region:
        r.region_lat !== null && r.region_lon !== null && r.region_radius_km !== null
          ? { lat: Number(r.region_lat), lon: Number(r.region_lon), radiusKm: Number(r.region_radius_km) }
          : null,
      species: r.species,
      startsAt: new Date(r.starts_at),
      endsAt: new Date(r.ends_at),
      budgetMicros: Number(r.budget_micros),
      spentMicros: Number(r.spent_micros),
      todaySpentMicros: Number(r.today_spent_micros ?? 0),
      impressionPriceMicros: Number(r.price_micros),
      ads: (r.ads ?? []).map((a) => ({
        id: a.id,
        title: a.title,
        content: a.content,
        imageUrl: a.image_url,
        targetUrl: a.target_url,
        createdAt: new Date(a.created_at),
      })),
    }));
  }
}
