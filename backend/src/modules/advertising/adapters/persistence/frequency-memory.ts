import { LRUCache } from 'lru-cache';
import { sql, type Sql } from '../../../../platform/db/sql.ts';

/**
 * How long a process answers a viewer's frequency cap from its memory before reading the viewer's
 * impressions again. Impressions this process bills are added at once; those billed through other
 * processes are seen within this long (a viewer could pass the cap by what other processes billed
 * them in these seconds — the cap is a courtesy to viewers, never what an advertiser is charged).
 */
export const FREQUENCY_MEMORY_MS = 5_000;

interface Seen {
  /** performance.now() when the read began. */
  at: number;
  /** Impressions per campaign in the day before the read, plus those this process billed since. */
  counts: Promise<Map<string, number>>;
  loaded?: Map<string, number>;
}

/**
 * The frequency cap answered from memory: a viewer's impressions per campaign over the last day, read
 * in one statement at most every FREQUENCY_MEMORY_MS per viewer (a page's header, sidebar, footer and
 * native list asked together share it), so serving an ad needs no round trip to PostgreSQL — it did
 * one per serve, and each waited for PostgreSQL to be scheduled on the shared cores. A read under way
 * when this process bills the viewer an impression answers the requests waiting for it but is not
 * kept: the next serve reads again (a read begun before a change is never kept after it).
 */
export class FrequencyMemory {
  readonly #viewers = new LRUCache<string, Seen>({ max: 50_000 });

  constructor(private readonly db: Sql) {}

  async capped(viewer: string, since: Date, cap: number): Promise<Set<string>> {
    let seen = this.#viewers.get(viewer);
    if (!seen || performance.now() - seen.at >= FREQUENCY_MEMORY_MS) {
      const fresh: Seen = { at: performance.now(), counts: this.#read(viewer, since) };
      seen = fresh;
      this.#viewers.set(viewer, fresh);
      fresh.counts.then(
        (counts) => void (fresh.loaded = counts),
        () => {
          if (this.#viewers.get(viewer) === fresh) this.#viewers.delete(viewer);
        },
      );
    }
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
    }
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
