import { RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type Sql } from '../db/sql.ts';
import type { Logger } from '../logging/logger.ts';
import type { Transactions } from '../transactions/transactions.ts';
import type { DomainEvent, EventReaction } from './event-bus.ts';
import type { EventDeliveryHold } from './event-delivery-hold.ts';

export interface EventRelayOptions {
  db: Sql;
  transactions: Transactions;
  em: EntityManager;
  log: Logger;
  reactions: () => readonly EventReaction[];
  /** Batches applied at once by this process. */
  concurrency: number;
  /** The fallback poll (events of other processes, retries). */
  pollMs?: number;
  /** Tests only: while held, nothing is taken (event-delivery-hold.ts). */
  hold?: EventDeliveryHold;
}

/** Deliveries taken by one transaction, at most, of each table (event_deliveries, event_letters). */
export const BATCH = 64;
/** A delivery that failed this often stays in the table, no longer due (as graphile-worker's jobs did). */
export const MAX_ATTEMPTS = 25;

/** Where a delivery waits: a row of `event_deliveries` (its event in `domain_events`) or a letter (the event in the row). */
type Source = 'delivery' | 'letter';
const TABLE: Record<Source, string> = { delivery: 'event_deliveries', letter: 'event_letters' };

type Taken = {
  source: Source;
  id: string;
  reaction: string;
  fresh: boolean;
  type: string | null;
  payload: Record<string, unknown> | null;
};

/**
 * The outbox relay: drains `event_deliveries` (one plain row per unordered event and reaction, written
 * with the event by its cause) and `event_letters` (an event with its one reaction, one row) in
 * batches. One transaction takes up to 64 due rows of each (`for update skip locked`: processes never
 * take the same row), deletes them, records each delivery's (reaction, event) in `handled_events` and
 * reads the events — one statement — then runs the reactions (a reaction's
 * `reactMany` with all of its events, or `react` for each) and commits: applied exactly when the rows
 * leave, at most once (a redelivery finds its record and does nothing). A relay that dies rolls back,
 * so its rows are free again at once; no claim marks, no heartbeat. If the batch fails, each of its
 * deliveries is tried alone in a transaction of its own, and one that fails again goes back with a
 * later `run_at` (exponential back-off, as the job queue's), at most 25 attempts.
 *
 * Woken without a NOTIFY per event: the process that wrote deliveries nudges its own relay once they
 * are committed (`nudge`; the nudges of one turn of the event loop share a batch), and every relay
 * polls every second for the rest — another process's events, retries.
 */
export class EventRelay {
  #reactions: Map<string, EventReaction> | undefined;
  #draining: Promise<void> | undefined;
  #again = false;
  #stopped = true;
  #poll: NodeJS.Timeout | undefined;

  constructor(private readonly options: EventRelayOptions) {}

  start(): void {
    const reactions = this.options.reactions();
    this.#reactions = new Map(reactions.map((r) => [r.name, r]));
    if (this.#reactions.size !== reactions.length) throw new Error('Two event reactions share a name');
    this.#stopped = false;
    this.#poll = setInterval(() => this.nudge(), this.options.pollMs ?? 1_000);
    this.#poll.unref();
    this.options.hold?.onRelease(() => this.nudge());
    this.nudge();
  }

  /** Deliveries were committed: drain them now (or once more after the drain under way). */
  nudge(): void {
    if (this.#stopped || this.options.hold?.held) return;
    if (this.#draining) {
      this.#again = true;
      return;
    }
    this.#draining = this.#drain()
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'event relay could not take deliveries'))
      .finally(() => {
        this.#draining = undefined;
        if (this.#again) {
          this.#again = false;
          this.nudge();
        }
      });
  }

  /** Batches under way finish (or roll back: their rows stay for the next relay); nothing new is taken. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#poll);
    await this.#draining;
  }

  async #drain(): Promise<void> {
    // The nudges of this turn of the event loop (a burst of likes answered together) share a batch.
    await new Promise((resolve) => setImmediate(resolve));
    this.#again = false;
    // One batch; only when it came back full do several run side by side until the backlog is gone.
    if (!(await this.#batch())) return;
    const lane = async () => {
      while (!this.#stopped && !this.options.hold?.held && (await this.#batch()));
    };
    await Promise.all(Array.from({ length: this.options.concurrency }, lane));
  }

  /** One batch; whether it came back full (of deliveries or of letters): the backlog may go on. */
  async #batch(): Promise<boolean> {
    const taken: Taken[] = [];
    try {
      await this.#inTransaction(async () => {
        taken.push(...(await this.#take({}, BATCH)));
        await this.#react(taken);
      });
    } catch (error) {
      if (this.#stopped || !taken.length) throw error;
      this.options.log.warn({ err: error, deliveries: taken.length }, 'a batch of event deliveries failed; each is tried alone');
      for (const { source, id } of taken) if (!this.#stopped) await this.#alone(source, id);
    }
    return taken.filter((t) => t.source === 'delivery').length === BATCH || taken.filter((t) => t.source === 'letter').length === BATCH;
  }

  /** One delivery in a transaction of its own; when it fails, it goes back for later. */
  async #alone(source: Source, id: string): Promise<void> {
    const { db, log } = this.options;
    try {
      await this.#inTransaction(async () => this.#react(await this.#take({ [source]: id }, 1)));
    } catch (error) {
      log.warn({ err: error, delivery: id, source }, 'event reaction failed; retried later');
      await db
        .prepared(
          `platform.event-relay-retry-${source}`,
          sql`update ${sql.table(TABLE[source])}
              set attempts = attempts + 1, last_error = ${String(error)},
                  run_at = now() + least(exp(attempts + 1), 3600) * interval '1 second'
              where id = ${id}::bigint`,
        )
        .catch((e: unknown) => log.warn({ err: e }, 'event relay could not put a failed delivery back'));
    }
  }

  #inTransaction(work: () => Promise<void>): Promise<void> {
    return RequestContext.create(this.options.em, () => this.options.transactions.run(work));
  }

  /**
   * In the caller's transaction: takes due deliveries (locked until it ends), deletes them and records
   * them as handled, and reads their events — `fresh` only for a (reaction, event) not handled before,
   * once per pair (a delivery written twice is taken and deleted twice, applied once). A letter is
   * always fresh: it is its event's only delivery, and it is gone once applied. Only reactions this
   * process knows are taken: a newer process may have one it has not. Every due row (at most `most`
   * of each table), or only the one whose id is given. The statement is the database function
   * `event_relay_take` (migration 20261129062801): planned once per connection, not at every batch.
   */
  #take(only: Partial<Record<Source, string>>, most: number): Promise<Taken[]> {
    const known = [...this.#reactions!.keys()];
    return this.options.db.rows<Taken>(sql`
      select source, id, reaction, fresh, type, payload
      from event_relay_take(${known}::text[], ${most}::int, ${sql.lit(MAX_ATTEMPTS)},
                            ${only.delivery ?? null}::bigint, ${only.letter ?? null}::bigint)`);
  }

  /** Runs each reaction on its fresh events (pruned events, far older than any retry, are skipped). */
  async #react(taken: Taken[]): Promise<void> {
    const byReaction = new Map<string, DomainEvent[]>();
    for (const t of taken) {
      if (!t.fresh || !t.payload) continue;
      byReaction.set(t.reaction, [...(byReaction.get(t.reaction) ?? []), { ...t.payload, type: t.type! } as DomainEvent]);
    }
    for (const [name, events] of byReaction) {
      const reaction = this.#reactions!.get(name)!;
      if (reaction.reactMany) {
        await reaction.reactMany(events);
        continue;
      }
      for (const event of events) {
        if (this.#stopped) throw new Error('the relay is stopping'); // rolled back: the rows stay for the next relay
        await reaction.react(event);
      }
    }
  }
}
