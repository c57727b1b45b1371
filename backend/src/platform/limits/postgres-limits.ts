import pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequests } from '../../shared/kernel/domain-errors.ts';
import type { Clock } from '../time/clock.ts';
import { FIRST_DAY_MS, WINDOW_SECONDS, type AnglerTenure, type LimitPolicy, type LimitRule, type Limits } from './limits.ts';
import { liftsOf, limitMessage } from './limit-message.ts';

/** The limiter's own table (platform migration 20251125000000_rate_limits): made there, never by the library. */
export const RATE_LIMITS_TABLE = 'rate_limits';

/** A refused write, named: the 429 of every limit. */
export class LimitReached extends TooManyRequests {
  readonly code = 'LIMIT_REACHED';
}

/**
 * Limits counted in PostgreSQL with rate-limiter-flexible (a maintained limiter; fixed windows kept
 * with one atomic upsert per call), so every app process shares the counts. Its rejections are
 * thrown RateLimiterRes objects, not Errors: they become LimitReached here. A pool of its own, small:
 * counting must not wait behind the app's transactions. A database failure while counting lets the
 * call through (a limiter is no reason to refuse an angler) — it is logged by the caller's errors.
 */
export class PostgresLimits implements Limits {
  readonly #limiters = new Map<string, RateLimiterPostgres>();
  readonly #pool: pg.Pool;

  constructor(
    databaseUrl: string,
    private readonly clock: Clock,
    private readonly tenure: () => AnglerTenure | undefined,
  ) {
    this.#pool = new pg.Pool({ connectionString: databaseUrl, max: 4, idleTimeoutMillis: 10_000 });
    this.#pool.on('error', () => undefined); // an idle connection dropped: the next call opens another
  }

  async consume(policy: LimitPolicy, anglerId: string): Promise<void> {
    const firstDay = policy.firstDay ? await this.#isFirstDay(anglerId) : false;
    await this.#take(policy, firstDay, `angler:${anglerId}`);
  }

  async consumeByAddress(policy: LimitPolicy, address: string): Promise<void> {
    await this.#take(policy, false, `address:${address}`);
  }

  async close(): Promise<void> {
    await this.#pool.end();
  }

  async #isFirstDay(anglerId: string): Promise<boolean> {
    const joined = await this.tenure()?.joinedAt(anglerId);
    if (joined === undefined) return false; // nobody knows tenures (a trimmed test app): regular limits
    return joined === null || this.clock.now().getTime() - joined.getTime() < FIRST_DAY_MS;
  }

  async #take(policy: LimitPolicy, firstDay: boolean, key: string): Promise<void> {
    const rule = firstDay && policy.firstDay ? policy.firstDay : policy.regular;
    try {
      await this.#limiter(policy.name, firstDay, rule).consume(key, 1);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const now = new Date();
      const resetsAt = new Date(now.getTime() + refusal.msBeforeNext);
      throw new LimitReached(limitMessage(policy, firstDay, resetsAt, now), Math.ceil(refusal.msBeforeNext / 1000), {
        name: policy.name,
        resetsAt: resetsAt.toISOString(),
        lifts: liftsOf(policy, firstDay),
      });
    }
  }

  #limiter(name: string, firstDay: boolean, rule: LimitRule): RateLimiterPostgres {
    const keyPrefix = `${name}${firstDay ? ':first-day' : ''}`;
    let limiter = this.#limiters.get(keyPrefix);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: this.#pool,
        storeType: 'pool',
        tableName: RATE_LIMITS_TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false, // a scheduled job of the platform clears them once for all processes
        keyPrefix,
        points: rule.points,
        duration: WINDOW_SECONDS[rule.per],
      });
      this.#limiters.set(keyPrefix, limiter);
    }
    return limiter;
  }
}
