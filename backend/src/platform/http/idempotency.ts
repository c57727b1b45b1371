import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IdempotencyKey,
  takesIdempotencyKey,
  type RouteDef,
} from '@tightlines/contracts';
import { sql, type Sql } from '../db/sql.ts';
import type { Transactions } from '../transactions/transactions.ts';
import type { JobHandler, ScheduledJob } from '../jobs/job-queue.ts';
import { HttpProblem } from './http-errors.ts';
import { isReply, respond, type Reply } from './reply.ts';
import type { RouteHandler } from './http-routes.ts';

/** What a stored answer replays: the handler's plain body (its route's success status) or its Reply. */
type StoredAnswer = { kind: 'body'; body: unknown } | { kind: 'respond'; status: number; body: unknown };

/** The header a replayed answer carries, so clients and logs can tell. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * Creating calls made safe to send twice (contracts/src/idempotency.ts). A signed-in angler's POST
 * carrying `Idempotency-Key` runs in one transaction that first claims the key — an insert into
 * `idempotency_keys`, which a concurrent request with the same key waits on — then does the work
 * and stores its answer in the same transaction: the key is taken exactly when the write committed.
 * A later (or concurrently waiting) request with that key is answered with the stored answer and
 * does nothing; one with the same key but another call or body is refused (422). A request that
 * fails leaves no key behind (its transaction rolled back), so it may be sent again. Keys are
 * scoped to the angler and forgotten after IDEMPOTENCY_KEY_TTL_HOURS.
 */
export class Idempotency {
  constructor(
    private readonly db: Sql,
    private readonly transactions: Transactions,
  ) {}

  /** The handler itself when the route takes no key; else one that honours the key. */
  wrap<R extends RouteDef>(def: R, handler: RouteHandler<R>): RouteHandler<R> {
    if (!takesIdempotencyKey(def)) return handler;
    return async (input, call) => {
      const header = call.koa.get(IDEMPOTENCY_KEY_HEADER);
      if (!header || !call.anglerId) return handler(input, call);
      const parsed = IdempotencyKey.safeParse(header);
      if (!parsed.success) {
        throw new HttpProblem(400, `${IDEMPOTENCY_KEY_HEADER} ${parsed.error.issues[0]!.message}`, [
          { path: ['header', IDEMPOTENCY_KEY_HEADER], message: parsed.error.issues[0]!.message },
        ]);
      }
      const anglerId = call.anglerId;
      const key = parsed.data;
      const requestHash = hashOf(def, input);
      return this.transactions.run(async () => {
        if (await this.#claim(anglerId, key, requestHash)) {
          const result = await handler(input, call);
          await this.#store(anglerId, key, answerOf(result));
          return result;
        }
        const [earlier] = await this.db.rows<{ request_hash: string; answer: StoredAnswer | null }>(sql`
          select request_hash, answer from idempotency_keys where angler_id = ${anglerId}::uuid and key = ${key}`);
        if (!earlier?.answer || earlier.request_hash !== requestHash) throw new HttpProblem(422, IDEMPOTENCY_KEY_REUSED);
        call.koa.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
        return replay(earlier.answer) as Awaited<ReturnType<RouteHandler<R>>>;
      });
    };
  }

  /**
   * Takes the key for this request, or answers false when a committed request holds it. A
   * concurrent request holding it uncommitted makes this insert wait for its end: committed → false;
   * rolled back → the key is ours. An expired key is taken over.
   */
  async #claim(anglerId: string, key: string, requestHash: string): Promise<boolean> {
    const claimed = await this.db.rows(sql`
      insert into idempotency_keys (angler_id, key, request_hash)
      values (${anglerId}::uuid, ${key}, ${requestHash})
      on conflict (angler_id, key) do update
        set request_hash = excluded.request_hash, answer = null, created_at = now()
        where idempotency_keys.created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})
      returning 1 as claimed`);
    return claimed.length === 1;
  }

  async #store(anglerId: string, key: string, answer: StoredAnswer): Promise<void> {
    await this.db.run(sql`
      update idempotency_keys set answer = ${JSON.stringify(answer)}::jsonb
      where angler_id = ${anglerId}::uuid and key = ${key}`);
  }
}

/** The same call with the same input: method, route, params, query and body (as validated). */
function hashOf(def: RouteDef, input: { params: unknown; query: unknown; body: unknown }): string {
  const text = JSON.stringify([def.method, def.path, input.params ?? null, input.query ?? null, input.body ?? null]);
  return createHash('sha256').update(text).digest('base64url');
}

function answerOf(result: unknown): StoredAnswer {
  if (isReply(result)) {
    const reply = result as Reply;
    if (reply.kind === 'redirect') return { kind: 'respond', status: 303, body: null };
    return { kind: 'respond', status: reply.status, body: jsonOf(reply.body) };
  }
  return { kind: 'body', body: jsonOf(result) };
}

/** As the answer went out the first time (dates as ISO strings): a replay is byte-for-byte the same JSON. */
const jsonOf = (body: unknown): unknown => (body === undefined ? null : JSON.parse(JSON.stringify(body)));

function replay(answer: StoredAnswer): unknown {
  return answer.kind === 'respond' ? respond(answer.status, answer.body) : answer.body;
}

/** Keys are forgotten a day after first use: hourly, once across all processes. */
export class ForgetOldIdempotencyKeys implements JobHandler, ScheduledJob {
  readonly task = 'platform.forget-old-idempotency-keys';
  readonly cron = '17 * * * *';

  constructor(private readonly db: Sql) {}

  async run(): Promise<void> {
    await this.db.run(sql`
      delete from idempotency_keys where created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`);
  }
}

/** An angler's account is deleted: the answers kept for their keys go at once (in the caller's transaction), not a day later. */
export async function forgetIdempotencyKeysOf(db: Sql, anglerId: string): Promise<void> {
  await db.run(sql`delete from idempotency_keys where angler_id = ${anglerId}::uuid`);
}
