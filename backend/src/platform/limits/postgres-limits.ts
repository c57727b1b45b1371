import type pg from 'pg';
import { ownPool } from '../db/own-pool.ts';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequests } from '../../shared/kernel/domain-errors.ts';
import type { Clock } from '../time/clock.ts';
import { onFirstDay, WINDOW_SECONDS, type AnglerTenure, type LimitPolicy, type LimitRule, type Limits } from './limits.ts';
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
 *
 * Wide limits are counted in leases, not one upsert per call: a process takes a few points of the
 * shared counter at once (1 per 50 of the limit, at most 100; never more than the window has left as
 * last seen) and spends them locally until they run out or the window ends. A limit of 49 or less is
 * counted call by call, exactly. In one process a lease never takes more than is left, so refusals
 * come exactly at the limit; with several processes each may hold a lease it has not spent, so a
 * refusal can come up to one lease (2 % of the limit) early — never late. Once the shared count
 * reaches the limit the key is blocked in memory until its window ends (the library's
 * inMemoryBlockOnConsumed), so a flood past a limit costs no query at all. Before leases, the write
 * fences cost every write two upserts, all writes from one address queueing on one row's lock
 * (docs/platform.md, "Limits").
 */
/** Points a process takes from a shared counter at once: none ahead below 50, then 1 per 50, at most 100. */
export function leaseSize(points: number): number {
  return Math.max(1, Math.min(100, Math.floor(points / 50)));
}

/** Points of one counter this process has taken and not yet spent, valid until its window ends. */
interface Lease {
  left: number;
  /** Epoch ms: the window's end, when the points lapse. */
  until: number;
  /** What the shared counter had left when the lease was taken. */
  remaining: number;
}

export class PostgresLimits implements Limits {
  readonly #limiters = new Map<string, RateLimiterPostgres>();
  readonly #leases = new Map<string, Lease>();
  /** One lease taken at a time per key: concurrent calls wait for it instead of over-taking. */
  readonly #taking = new Map<string, Promise<void>>();
  readonly #pool: pg.Pool;

  constructor(
    databaseUrl: string,
    private readonly clock: Clock,
    private readonly tenure: () => AnglerTenure | undefined,
  ) {
    // A connection dropped: the next call opens another. Its commits do not wait for the disk (~4 ms
    // a flush here, and every write waits for its lease): a database crash may forget the counts of
    // its last ~0.6 s, a few more writes let through once — never a refusal too many.
    this.#pool = ownPool({ connectionString: databaseUrl, max: 4, idleTimeoutMillis: 10_000, options: '-c synchronous_commit=off' });
  }

  async consume(policy: LimitPolicy, anglerId: string): Promise<void> {
    const firstDay = policy.firstDay ? await this.#isFirstDay(anglerId) : false;
    await this.#take(policy, firstDay, `angler:${anglerId}`);
  }

  async consumeByAddress(policy: LimitPolicy, address: string): Promise<void> {
    await this.#take(policy, false, `address:${address}`);
  }

  async forgetAngler(anglerId: string): Promise<void> {
    // Keys are `<policy>[:first-day]:angler:<id>` (the library puts its keyPrefix and a colon before ours).
    await this.#pool.query(`delete from ${RATE_LIMITS_TABLE} where key like $1`, [`%:angler:${anglerId}`]);
  }

  async close(): Promise<void> {
    await this.#pool.end();
  }

  async #isFirstDay(anglerId: string): Promise<boolean> {
    const joined = await this.tenure()?.joinedAt(anglerId);
    if (joined === undefined) return false; // nobody knows tenures (a trimmed test app): regular limits
    return onFirstDay(joined, this.clock.now());
  }

  async #take(policy: LimitPolicy, firstDay: boolean, key: string): Promise<void> {
    const rule = (firstDay && policy.firstDay) || policy.regular;
    if (!rule) return; // a newcomers' limit, and this angler is past their first day
    const limiter = this.#limiter(policy.name, firstDay, rule);
    const counter = limiter.getKey(key);
    for (;;) {
      if (this.#spend(counter)) return;
      const taking = this.#taking.get(counter);
      if (!taking) break;
      await taking.catch(() => undefined);
    }
    const taking = this.#lease(limiter, counter, key, rule.points);
    this.#taking.set(counter, taking);
    try {
      await taking;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const now = new Date();
      const resetsAt = new Date(now.getTime() + refusal.msBeforeNext);
      throw new LimitReached(limitMessage(policy, firstDay, resetsAt, now), Math.ceil(refusal.msBeforeNext / 1000), {
        name: policy.name,
        resetsAt: resetsAt.toISOString(),
        lifts: liftsOf(policy, firstDay),
      });
    } finally {
      this.#taking.delete(counter);
    }
  }

  /** Spends a point of this process's lease on the counter, if it holds one. */
  #spend(counter: string): boolean {
    const lease = this.#leases.get(counter);
    if (!lease || lease.left <= 0 || lease.until <= Date.now()) return false;
    lease.left--;
    return true;
  }

  /** Takes a lease from the shared counter and spends its first point (throws the library's refusal). */
  async #lease(limiter: RateLimiterPostgres, counter: string, key: string, points: number): Promise<void> {
    const last = this.#leases.get(counter);
    const known = last && last.until > Date.now() ? last.remaining : points;
    const size = Math.max(1, Math.min(leaseSize(points), known));
    const taken = await limiter.consume(key, size);
    if (this.#leases.size >= 50_000) this.#leases.clear(); // a bound, not a policy: leases are only a saving
    this.#leases.set(counter, { left: size - 1, until: Date.now() + taken.msBeforeNext, remaining: taken.remainingPoints });
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
        // Reached: refused from memory until the window ends (without inMemoryBlockDuration the block
        // lasts the window's remainder), no query per refused call.
        inMemoryBlockOnConsumed: rule.points,
      });
      this.#limiters.set(keyPrefix, limiter);
    }
    return limiter;
  }
}
