import { randomUUID } from 'node:crypto';
import { sql, type Query, type Sql } from '../db/sql.ts';
import type { Transactions } from '../transactions/transactions.ts';
import type { JobHandler, JobQueue } from '../jobs/job-queue.ts';
import type { EventDeliveryHold } from './event-delivery-hold.ts';

/**
 * How modules react to each other (DESIGN.md rule 2): durable domain events. A use case publishes
 * inside the transaction of its cause; the event is written to the outbox (`domain_events`) with one
 * delivery per reaction in that same transaction — so an event exists exactly when its cause
 * committed, and a crash between the two cannot lose it. Unordered deliveries are plain rows of
 * `event_deliveries`, drained in batches by each process's relay (event-relay.ts); ordered ones (an
 * order key) are jobs on the job queue's named queues. Each reaction then runs at least once, in a
 * transaction of its own that also records (reaction, event) in `handled_events`: a redelivery finds
 * the record and does nothing, so no effect is applied twice, and a reaction that fails is rolled back
 * whole and retried. A reaction never undoes its cause.
 *
 * An unordered event with exactly one reaction (a like: notifications only) is a letter instead: ONE
 * row of `event_letters` that is the event and its delivery at once, which the relay deletes in the
 * transaction that applies the reaction — that deletion is what keeps the effect from being applied
 * twice, so it needs neither an event row nor a handled record. The cause writes half the rows.
 *
 * Events are plain JSON (dates as ISO strings): what a reaction gets back is what was written.
 */
export interface DomainEvent {
  readonly type: string;
}

export interface PublishOptions {
  /**
   * Reactions to events with the same order key run one at a time, in publishing order (a follow and
   * the unfollow right after it). Without one, reactions may run concurrently and in any order.
   */
  orderKey?: string;
}

export interface EventBus {
  /** Inside the transaction of the event's cause (throws when there is none). */
  publish(event: DomainEvent, options?: PublishOptions): Promise<void>;
  /**
   * An event written by its cause's own statement, for a cause that is ONE statement: no transaction
   * and no round trip of its own, and still exactly when the cause commits (a statement commits or
   * fails whole). Each row of the statement's CTE `causes` is one event of `type` with the jsonb
   * `payload` (an expression over that row, aliased `cause`); no row, no event. Put `ctes` in the
   * statement's WITH list after `causes`, and select `queued` (how many deliveries were queued): a CTE
   * that is never read is never run. Once the statement has run, hand `queued` to `sent`: it wakes
   * this process's relay (without it the deliveries wait for the relay's poll, a second at most).
   */
  within(type: string, causes: string, payload: Query<unknown>): WithinOutbox;
}

/** What `within` gives a statement to embed: its outbox CTEs, the `queued` count to select, and `sent`. */
export interface WithinOutbox {
  ctes: Query<unknown>;
  queued: Query<number>;
  /** Call after the statement has run (committed) with what it selected as `queued`. */
  sent(queued: number): void;
}
export const EventBusToken = Symbol.for('platform.EventBus');

/** Multi-bound: a module's reaction to other modules' (or its own) events. */
export interface EventReaction {
  /** Unique and stable: handled events are recorded under it (rename = every event handled again). */
  readonly name: string;
  readonly reactsTo: readonly string[];
  react(event: DomainEvent): Promise<void>;
  /**
   * Optional: several unordered events at once, in one transaction (the relay's batch) — all applied or
   * none. Without it the relay calls `react` for each event of a batch, in one transaction too.
   */
  reactMany?(events: readonly DomainEvent[]): Promise<void>;
}
export const EventReactionToken = Symbol.for('platform.EventReaction');

const DELIVER = 'platform.deliver-event';

/**
 * Ordered deliveries share one of a fixed number of queues per reaction: the same key always lands in
 * the same queue (so its events stay in order), while the number of queues — which the job queue
 * asks to keep modest — stays bounded, and unrelated keys still run side by side.
 */
const ORDER_BUCKETS = 32;
export function orderBucket(key: string): number {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (Math.imul(hash, 31) + key.charCodeAt(i)) | 0;
  return Math.abs(hash) % ORDER_BUCKETS;
}

export class OutboxEventBus implements EventBus {
  #reactionsByType: Map<string, string[]> | undefined;

  constructor(
    private readonly db: Sql,
    private readonly transactions: Transactions,
    private readonly jobs: JobQueue,
    private readonly reactions: () => readonly EventReaction[],
    /** Wakes this process's relay once deliveries are committed (EventRelay.nudge). */
    private readonly wake: () => void = () => {},
  ) {}

  #reactionsTo(type: string): string[] {
    if (!this.#reactionsByType) {
      this.#reactionsByType = new Map();
      for (const reaction of this.reactions()) {
        for (const t of reaction.reactsTo) this.#reactionsByType.set(t, [...(this.#reactionsByType.get(t) ?? []), reaction.name]);
      }
    }
    return this.#reactionsByType.get(type) ?? [];
  }

  within(type: string, causes: string, payload: Query<unknown>): WithinOutbox {
    const reactions = this.#reactionsTo(type);
    if (reactions.length === 1) {
      return {
        ctes: sql`outbox_letters as (
          insert into event_letters (reaction, type, payload) select ${reactions[0]}, ${type}, (${payload}) from ${sql.table(causes)} as cause
          returning 1)`,
        queued: sql<number>`(select count(*)::int from outbox_letters)`,
        sent: (queued) => {
          if (queued > 0) this.wake();
        },
      };
    }
    return {
      // Plain rows: the event, and one delivery per reaction for the relay (no job-queue function, no NOTIFY).
      // A time-ordered id (PostgreSQL 18's uuidv7): each insert lands on the primary key's newest leaf
      // page, not on a random one (fewer pages dirtied, fewer full-page images in the WAL).
      ctes: sql`outbox_event as (
          insert into domain_events (id, type, payload) select uuidv7(), ${type}, (${payload}) from ${sql.table(causes)} as cause
          returning id),
        outbox_deliveries as (
          insert into event_deliveries (event_id, reaction)
          select e.id, r.reaction from outbox_event e cross join unnest(${reactions}::text[]) as r(reaction)
          returning 1)`,
      queued: sql<number>`(select count(*)::int from outbox_deliveries)`,
      sent: (queued) => {
        if (queued > 0) this.wake();
      },
    };
  }

  async publish(event: DomainEvent, options: PublishOptions = {}): Promise<void> {
    if (!this.transactions.active()) throw new Error(`${event.type} published outside the transaction of its cause`);
    const id = randomUUID();
    const { type, ...payload } = event;
    const reactions = this.#reactionsTo(type);
    const write = sql`insert into domain_events (id, type, payload) values (${id}, ${type}, ${JSON.stringify(payload)}::jsonb)`;
    if (options.orderKey) {
      // Ordered: one job per reaction on the reaction's queue for the key's bucket (named queues run one at a time, in order).
      await this.jobs.enqueueWith(
        write,
        reactions.map((reaction) => ({
          task: DELIVER,
          payload: { eventId: id, reaction },
          options: { queue: `${reaction}:${orderBucket(options.orderKey!)}` },
        })),
      );
      return;
    }
    // Unordered: the event and its deliveries for the relay in one statement (one reaction: one letter); the relay woken after commit.
    if (reactions.length === 0) {
      await this.db.run(write);
      return;
    }
    if (reactions.length === 1) {
      await this.db.run(
        sql`insert into event_letters (reaction, type, payload) values (${reactions[0]}, ${type}, ${JSON.stringify(payload)}::jsonb)`,
      );
    } else {
      await this.db.run(sql`with event as (${write} returning id)
        insert into event_deliveries (event_id, reaction) select event.id, r.reaction from event cross join unnest(${reactions}::text[]) as r(reaction)`);
    }
    this.transactions.afterCommit(this.wake);
  }
}

/** The job that hands one ordered event to one reaction, at most once in effect (unordered ones: the relay). */
export class DeliverEvent implements JobHandler {
  readonly task = DELIVER;
  readonly #reactions: Map<string, EventReaction>;

  constructor(
    private readonly db: Sql,
    private readonly transactions: Transactions,
    reactions: readonly EventReaction[],
    /** Tests only: while held, a delivery waits before reacting (event-delivery-hold.ts). */
    private readonly hold?: EventDeliveryHold,
  ) {
    this.#reactions = new Map(reactions.map((r) => [r.name, r]));
    if (this.#reactions.size !== reactions.length) throw new Error('Two event reactions share a name');
  }

  async run(payload: Record<string, unknown>): Promise<void> {
    const { eventId, reaction: name } = payload as { eventId: string; reaction: string };
    const reaction = this.#reactions.get(name);
    if (!reaction) throw new Error(`No event reaction named ${name}`); // retried: a newer process may have it
    await this.hold?.released();
    await this.transactions.run(async () => {
      // Recorded as handled and read in one statement: nothing comes back when it was handled before
      // (its effect is already there) or when the event was pruned (far older than any retry).
      const [event] = await this.db.rows<{ type: string; payload: Record<string, unknown> }>(sql`
        with first as (
          insert into handled_events (reaction, event_id) values (${name}, ${eventId}) on conflict do nothing returning event_id
        )
        select e.type, e.payload from domain_events e join first on first.event_id = e.id`);
      if (!event) return;
      await reaction.react({ ...event.payload, type: event.type });
    });
  }
}
