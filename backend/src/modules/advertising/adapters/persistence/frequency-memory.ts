import { LRUCache } from 'lru-cache';
import { sql, type Sql } from '../../../../platform/db/sql.ts';

/**
 * How long a process answers a viewer's frequency cap from its memory without asking again.
 * Impressions this process bills are added at once; those billed through other processes are seen
 * after a read, made in the background once the memory is this old (a viewer could pass the cap by
 * what other processes billed them meanwhile — the cap is a courtesy to viewers, never what an
 * advertiser is charged).
 */
export const FREQUENCY_FRESH_MS = 5_000;
/** Older than this, the viewer's impressions are read again before answering (a viewer back after a while). */
export const FREQUENCY_KEEP_MS = 10 * 60_000;

interface Seen {
  /** performance.now() when the read began. */
  at: number;
  /** Impressions per campaign in the day before the read, plus those this process billed since. */
  counts: Promise<Map<string, number>>;
  loaded?: Map<string, number>;
  /** Impressions added since the read: a background read begun before one is not kept. */
  added: number;
  renewing?: boolean;
}

/**
 * The frequency cap answered from memory: a viewer's impressions per campaign over the last day, read
 * in one statement when the process first serves them (a page's header, sidebar, footer and native
 * list asked together share it) and renewed in the background while the memory answers, so serving
 * an ad needs no round trip to PostgreSQL — it made one per serve, and each waited for PostgreSQL to
 * be scheduled on the shared cores. A read under way when this process bills the viewer an impression
 * is not kept (a read begun before a change is never kept after it).
 */
export class FrequencyMemory {
  readonly #viewers = new LRUCache<string, Seen>({ max: 50_000 });
  /** Milliseconds, monotonic; replaced in tests. */
  now: () => number = () => performance.now();

  constructor(private readonly db: Sql) {}

  async capped(viewer: string, since: Date, cap: number): Promise<Set<string>> {
    let seen = this.#viewers.get(viewer);
    const age = seen ? this.now() - seen.at : Infinity;
    if (!seen || age >= FREQUENCY_KEEP_MS || (!seen.loaded && age >= FREQUENCY_FRESH_MS)) seen = this.#ask(viewer, since);
    else if (seen.loaded && !seen.renewing && age >= FREQUENCY_FRESH_MS) this.#renew(viewer, seen, since);
    const counts = await seen.counts;
    return new Set([...counts].filter(([, n]) => n >= cap).map(([campaignId]) => campaignId));
  }

  /** Impressions this process just billed (committed): counted at once for their viewers. */
  billed(impressions: Iterable<{ viewer: string; campaignId: string }>): void {
    for (const { viewer, campaignId } of impressions) {
      const seen = this.#viewers.get(viewer);
      if (!seen) continue;
      if (!seen.loaded) {
        this.#viewers.delete(viewer);
        continue;
      }
      seen.loaded.set(campaignId, (seen.loaded.get(campaignId) ?? 0) + 1);
      seen.added++;
    }
  }

  #ask(viewer: string, since: Date): Seen {
    const seen: Seen = { at: this.now(), counts: this.#read(viewer, since), added: 0 };
    this.#viewers.set(viewer, seen);
    seen.counts.then(
      (counts) => {
        seen.loaded = counts;
      },
      () => {
        if (this.#viewers.get(viewer) === seen) this.#viewers.delete(viewer);
      },
    );
    return seen;
  }

  #renew(viewer: string, old: Seen, since: Date): void {
    old.renewing = true;
    const at = this.now();
    const added = old.added;
    this.#read(viewer, since).then(
      (counts) => {
        if (this.#viewers.get(viewer) === old && old.added === added) {
          this.#viewers.set(viewer, { at, counts: Promise.resolve(counts), loaded: counts, added: 0 });
        } else old.renewing = false;
      },
      () => {
        old.renewing = false;
      },
    );
  }

  async #read(viewer: string, since: Date): Promise<Map<string, number>> {
    const rows = await this.db.prepared<{ campaign_id: string; n: number }>(
      'advertising.frequency-seen',
      sql`
        select campaign_id, count(*)::int as n from ad_serves
        where viewer = ${viewer} and impressed_at > ${since}
        group by campaign_id`,
    );
    return new Map(rows.map((r) => [r.campaign_id, Number(r.n)]));
  }
}
