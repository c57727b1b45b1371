import { randomUUID } from 'node:crypto';
import { sql, type Query, type Sql } from '../db/sql.ts';
import type { Transactions } from '../transactions/transactions.ts';
import { addJobSql, type JobHandler, type JobQueue } from '../jobs/job-queue.ts';

/**
 * How modules react to each other (DESIGN.md rule 2): durable domain events. A use case publishes
 * inside the transaction of its cause; the event is written to the outbox (`domain_events`) and one
 * delivery job per reaction is queued in that same transaction — so an event exists exactly when its
 * cause committed, and a crash between the two cannot lose it. Each reaction then runs at least once,
 * on some process's job worker, in a transaction of its own that also records (reaction, event) in
 * `handled_events`: a redelivery finds the record and does nothing, so no effect is applied twice,
 * and a reaction that fails is rolled back whole and retried. A reaction never undoes its cause.
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
   * that is never read is never run.
   */
  within(type: string, causes: string, payload: Query<unknown>): { ctes: Query<unknown>; queued: Query<number> };
}
export const EventBusToken = Symbol.for('platform.EventBus');

/** Multi-bound: a module's reaction to other modules' (or its own) events. */
export interface EventReaction {
  /** Unique and stable: handled events are recorded under it (rename = every event handled again). */
  readonly name: string;
  readonly reactsTo: readonly string[];
  react(event: DomainEvent): Promise<void>;
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

  within(type: string, causes: string, payload: Query<unknown>): { ctes: Query<unknown>; queued: Query<number> } {
    const reactions = this.#reactionsTo(type);
    const deliveries = reactions.length
      ? sql.join(
          reactions.map(
            (reaction, i) =>
              sql`${addJobSql(DELIVER, sql`json_build_object('eventId', e.id, 'reaction', ${reaction}::text)`)} as ${sql.id(`delivery_${i}`)}`,
          ),
        )
      : sql`1 as none`;
    return {
      ctes: sql`outbox_event as (
          insert into domain_events (id, type, payload) select gen_random_uuid(), ${type}, (${payload}) from ${sql.table(causes)} as cause
          returning id),
        outbox_deliveries as (select ${deliveries} from outbox_event e)`,
      // `d is not null` reads every delivery column, so every add_job runs.
      queued: sql<number>`(select (count(*) * ${sql.lit(reactions.length)})::int from outbox_deliveries d where d is not null)`,
    };
  }

  async publish(event: DomainEvent, options: PublishOptions = {}): Promise<void> {
    if (!this.transactions.active()) throw new Error(`${event.type} published outside the transaction of its cause`);
    const id = randomUUID();
    const { type, ...payload } = event;
    // The event and one delivery per reaction in one statement: a round trip per publish, not 1 + reactions.
    await this.jobs.enqueueWith(
      sql`insert into domain_events (id, type, payload) values (${id}, ${type}, ${JSON.stringify(payload)}::jsonb)`,
      this.#reactionsTo(type).map((reaction) => ({
        task: DELIVER,
        payload: { eventId: id, reaction },
        options: options.orderKey ? { queue: `${reaction}:${orderBucket(options.orderKey)}` } : {},
      })),
    );
  }
}

/** The job that hands one event to one reaction, at most once in effect. */
export class DeliverEvent implements JobHandler {
  readonly task = DELIVER;
  readonly #reactions: Map<string, EventReaction>;

  constructor(
    private readonly db: Sql,
    private readonly transactions: Transactions,
    reactions: readonly EventReaction[],
  ) {
    this.#reactions = new Map(reactions.map((r) => [r.name, r]));
    if (this.#reactions.size !== reactions.length) throw new Error('Two event reactions share a name');
  }

  async run(payload: Record<string, unknown>): Promise<void> {
    const { eventId, reaction: name } = payload as { eventId: string; reaction: string };
    const reaction = this.#reactions.get(name);
    if (!reaction) throw new Error(`No event reaction named ${name}`); // retried: a newer process may have it
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
