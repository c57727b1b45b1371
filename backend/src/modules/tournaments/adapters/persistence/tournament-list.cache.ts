import { inject } from 'inversify';
import { ReadCache } from '../../../../platform/db/read-cache.ts';
import { SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { CacheInvalidationToken, type CacheInvalidation } from '../../../../platform/signals/cache-invalidation.ts';
import type { TournamentSeen } from '../../application/ports.ts';
import { nextPhaseEndSql } from './status.sql.ts';

/**
 * The tournament list as each viewer last read it with each filter: the list page is the busiest
 * read of this module and changes seldom. A remembered list is used only while nothing it shows can
 * have changed:
 * - no moderator's action on a tournament since, in any process (changedEverywhere);
 * - no write of this process that lists show (a tournament created or cancelled, a participant
 *   joining or leaving) since — each starts a new generation; another process's writes show within
 *   the five seconds an entry lives;
 * - no tournament anywhere changed status since — the next start or end of any tournament is asked
 *   of the database once (two index probes) and the lists read before it are dropped when it comes,
 *   so the status filter is exact at every moment of the clock, as the badges are.
 */
/** The signal every process's lists are forgotten by (platform/signals). */
const EVERY_PROCESS = 'tournaments.lists';

export class TournamentListCache {
  #generation = 0;
  /** Where the current epoch ends: the next start or end of any tournament (null: none ahead). */
  #epochEnds: { generation: number; at: number | null } | undefined;
  readonly #cache = new ReadCache<{ rows: TournamentSeen[]; at: number }>({ max: 10_000, ms: 5_000 });

  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(CacheInvalidationToken) private readonly invalidation: CacheInvalidation,
  ) {
    const newGeneration = () => void this.#generation++;
    invalidation.register(EVERY_PROCESS, newGeneration, newGeneration);
  }

  /** The next moment any tournament starts or ends (its status changes), or null. */
  async #nextTransition(after: Date): Promise<Date | null> {
    const [row] = await this.db.prepared('tournaments.next-transition', nextPhaseEndSql(after));
    return row?.at ? new Date(row.at) : null;
  }

  changed(): void {
    this.#generation++;
  }

  /**
   * A tournament hidden, shown again or removed by a moderator: no process may keep listing it, so every
   * process starts a new generation once the action commits (before its answer returns here).
   */
  changedEverywhere(): void {
    this.invalidation.forget(EVERY_PROCESS, 'all');
  }

  async get(viewerId: string, filter: object, now: Date, load: () => Promise<TournamentSeen[]>): Promise<TournamentSeen[]> {
    const epoch = await this.#epoch(now);
    const key = `${this.#generation}|${epoch}|${viewerId}|${JSON.stringify(filter)}`;
    const read = () => this.#cache.get(key, async () => ({ rows: await load(), at: now.getTime() }));
    let hit = await read();
    if (now.getTime() < hit.at) {
      // The app's clock went back (only a test's does): read again.
      this.#cache.forget(key);
      hit = await read();
    }
    return hit.rows;
  }

  async #epoch(now: Date): Promise<string> {
    const current = this.#epochEnds;
    const stillValid =
      current &&
      current.generation === this.#generation &&
      (current.at === null || now.getTime() < current.at) &&
      now.getTime() >= (this.#epochStart ?? 0);
    if (!stillValid) {
      const generation = this.#generation;
      const next = await this.#nextTransition(now);
      this.#epochEnds = { generation, at: next ? next.getTime() : null };
      this.#epochStart = now.getTime();
    }
    return String(this.#epochEnds!.at);
  }

  #epochStart: number | undefined;
}
