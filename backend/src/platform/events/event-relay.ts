import { RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { sql, type Sql } from '../db/sql.ts';
import type { Logger } from '../logging/logger.ts';
import type { Transactions } from '../transactions/transactions.ts';
import type { DomainEvent, EventReaction } from './event-bus.ts';

export interface EventRelayOptions {
  db: Sql;
  transactions: Transactions;
  em: EntityManager;
  log: Logger;
  reactions: () => readonly EventReaction[];
  /** Deliveries applied at once by this process. */
  concurrency: number;
  /** The fallback poll (events of other processes, retries, a crashed relay's rows). */
  pollMs?: number;
}

/** Deliveries claimed by one statement. */
const BATCH = 64;
/** A delivery that failed this often stays in the table, no longer due (what graphile-worker's jobs did too). */
export const MAX_ATTEMPTS = 25;
const HEARTBEAT_MS = 5_000;
/** A relay silent this long is taken for dead (its process killed): its claimed deliveries are handed back. */
const PRESUMED_DEAD = '30 seconds';

type Claimed = { id: string; event_id: string; reaction: string; attempts: number };

/**
 * The outbox relay: drains `event_deliveries` (one plain row per unordered event and reaction,
 * written with the event by its cause) in batches — a claim of up to 64 due rows per statement
 * (`for update skip locked`, so processes never take the same row), then each delivery applied in a
 * transaction of its own that deletes its row and records `(reaction, event)` in `handled_events` in
 * one statement before running the reaction: applied exactly when its row leaves, at most once (a
 * redelivery finds the record and does nothing). A reaction that fails is rolled back whole; its row
 * goes back with `run_at` later (exponential back-off, like the job queue's), at most 25 attempts.
 *
 * Woken without a NOTIFY per event: the process that wrote deliveries nudges its own relay once they
 * are committed (`nudge`; the nudges of one turn of the event loop share a claim), and every relay
 * polls every second for the rest — another process's events, retries, the rows of a relay that died.
 * Each relay says it is alive in `job_workers` (beside the job workers) every 5 s; the rows claimed
 * by one silent for 30 s are handed back. A stopping relay finishes what it runs and hands back the rest.
 */
export class EventRelay {
  readonly id = `relay-${randomUUID()}`;
  #reactions: Map<string, EventReaction> | undefined;
  #draining: Promise<void> | undefined;
  #again = false;
  #stopped = true;
  #poll: NodeJS.Timeout | undefined;
  #beat: NodeJS.Timeout | undefined;

  constructor(private readonly options: EventRelayOptions) {}

  async start(): Promise<void> {
    const reactions = this.options.reactions();
    this.#reactions = new Map(reactions.map((r) => [r.name, r]));
    if (this.#reactions.size !== reactions.length) throw new Error('Two event reactions share a name');
    // Alive before the first claim: another relay's heartbeat must not hand back what this one holds.
    await this.#heartbeat();
    this.#stopped = false;
    this.#poll = setInterval(() => this.nudge(), this.options.pollMs ?? 1_000);
    this.#poll.unref();
    this.#beat = setInterval(
      () => void this.#heartbeat().catch((error: unknown) => this.options.log.warn({ err: error }, 'event relay heartbeat failed')),
      HEARTBEAT_MS,
    );
    this.#beat.unref();
    this.nudge();
  }

  /** Deliveries were committed: drain them now (or once more after the drain under way). */
  nudge(): void {
    if (this.#stopped) return;
    if (this.#draining) {
      this.#again = true;
      return;
    }
    this.#draining = this.#drain()
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'event relay could not claim deliveries'))
      .finally(() => {
        this.#draining = undefined;
        if (this.#again) {
          this.#again = false;
          this.nudge();
        }
      });
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#poll);
    clearInterval(this.#beat);
    await this.#draining;
    const { db } = this.options;
    await db.prepared(
      'platform.event-relay-stop',
      sql`with gone as (delete from job_workers where worker_id = ${this.id})
          update event_deliveries set locked_by = null, locked_at = null where locked_by = ${this.id}`,
    );
  }

  async #drain(): Promise<void> {
    // The nudges of this turn of the event loop (a burst of likes answered together) share the claim.
    await new Promise((resolve) => setImmediate(resolve));
    for (;;) {
      this.#again = false;
      const claimed = await this.#claim();
      await this.#applyAll(claimed);
      if (this.#stopped || (claimed.length < BATCH && !this.#again)) return;
    }
  }

  #claim(): Promise<Claimed[]> {
    return this.options.db.prepared<Claimed>(
      'platform.event-relay-claim',
      sql`update event_deliveries d set locked_by = ${this.id}, locked_at = now(), attempts = d.attempts + 1
          from (select id from event_deliveries
                where locked_by is null and run_at <= now() and attempts < ${sql.lit(MAX_ATTEMPTS)}
                order by run_at, id limit ${sql.lit(BATCH)} for update skip locked) due
          where d.id = due.id
          returning d.id, d.event_id, d.reaction, d.attempts`,
    );
  }

  /**
   * A batch's deliveries of one reaction are applied in one transaction (one connection taken from the
   * pool for all: under load each taking was a wait behind the requests); the reaction's `reactMany`
   * when it has one. If that transaction fails, each delivery is tried alone, so one bad event is
   * retried by itself and the others are applied.
   */
  async #applyAll(claimed: Claimed[]): Promise<void> {
    const byReaction = new Map<string, Claimed[]>();
    for (const d of claimed) byReaction.set(d.reaction, [...(byReaction.get(d.reaction) ?? []), d]);
    const groups = [...byReaction.values()];
    let next = 0;
    const lane = async () => {
      // Stopping: what runs finishes, what was claimed but not begun is handed back by stop().
      while (next < groups.length && !this.#stopped) {
        const group = groups[next++]!;
        if (group.length > 1 && (await this.#applyTogether(group))) continue;
        for (const delivery of group) if (!this.#stopped) await this.#apply(delivery);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency, groups.length) }, lane));
  }

  /** Whether the deliveries (of one reaction) were applied together; false: nothing of them was (rolled back). */
  async #applyTogether(group: Claimed[]): Promise<boolean> {
    const { db, transactions, em, log } = this.options;
    const reaction = this.#reactions!.get(group[0]!.reaction);
    if (!reaction) return false;
    try {
      await RequestContext.create(em, () =>
        transactions.run(async () => {
          const events = (
            await db.rows<{ type: string; payload: Record<string, unknown> }>(sql`
              with delivered as (
                delete from event_deliveries where id = any(${group.map((d) => d.id)}::bigint[]) and locked_by = ${this.id} returning event_id
              ), first as (
                insert into handled_events (reaction, event_id) select ${reaction.name}, event_id from delivered
                on conflict do nothing returning event_id
              )
              select e.type, e.payload from domain_events e join first on first.event_id = e.id order by e.occurred_at`)
          ).map((e) => ({ ...e.payload, type: e.type }) as DomainEvent);
          if (!events.length) return;
          if (reaction.reactMany) return reaction.reactMany(events);
          for (const event of events) {
            if (this.#stopped) throw new Error('the relay is stopping'); // rolled back, handed back whole
            await reaction.react(event);
          }
        }),
      );
      return true;
    } catch (error) {
      if (!this.#stopped) log.warn({ err: error, reaction: reaction.name, deliveries: group.length }, 'a batch of deliveries failed; each is tried alone');
      return false;
    }
  }

  async #apply(delivery: Claimed): Promise<void> {
    const { db, transactions, em, log } = this.options;
    try {
      const reaction = this.#reactions!.get(delivery.reaction);
      if (!reaction) throw new Error(`No event reaction named ${delivery.reaction}`); // retried: a newer process may have it
      await RequestContext.create(em, () =>
        transactions.run(async () => {
          // The row leaves, the event is recorded as handled and read, in one statement: nothing comes
          // back when it was handled before (its effect is there), pruned, or no longer this relay's.
          const [event] = await db.rows<{ type: string; payload: Record<string, unknown> }>(sql`
            with delivered as (
              delete from event_deliveries where id = ${delivery.id}::bigint and locked_by = ${this.id} returning event_id
            ), first as (
              insert into handled_events (reaction, event_id) select ${delivery.reaction}, event_id from delivered
              on conflict do nothing returning event_id
            )
            select e.type, e.payload from domain_events e join first on first.event_id = e.id`);
          if (!event) return;
          await reaction.react({ ...event.payload, type: event.type } as DomainEvent);
        }),
      );
    } catch (error) {
      log.warn({ err: error, reaction: delivery.reaction, eventId: delivery.event_id, attempts: delivery.attempts }, 'event reaction failed; retried later');
      await db
        .prepared(
          'platform.event-relay-retry',
          sql`update event_deliveries
              set locked_by = null, locked_at = null, last_error = ${String(error)},
                  run_at = now() + least(exp(attempts), 3600) * interval '1 second'
              where id = ${delivery.id}::bigint and locked_by = ${this.id}`,
        )
        .catch((e: unknown) => log.warn({ err: e }, 'event relay could not hand a failed delivery back'));
    }
  }

  /** Alive, and the deliveries of relays that stopped saying so handed back. */
  async #heartbeat(): Promise<void> {
    await this.options.db.prepared(
      'platform.event-relay-heartbeat',
      sql`with alive as (
            insert into job_workers (worker_id) values (${this.id}) on conflict (worker_id) do update set seen_at = now()
          )
          update event_deliveries d set locked_by = null, locked_at = null
          where d.locked_by is not null and d.locked_by <> ${this.id}
            and not exists (select 1 from job_workers w where w.worker_id = d.locked_by and w.seen_at > now() - interval ${sql.lit(PRESUMED_DEAD)})`,
    );
  }
}
