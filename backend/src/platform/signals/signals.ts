import pg from 'pg';
import { sql, type Sql } from '../db/sql.ts';
import { ownPool } from '../db/own-pool.ts';
import type { Logger } from '../logging/logger.ts';

/**
 * Signals between the app's processes, on PostgreSQL LISTEN/NOTIFY — the one mechanism for "tell
 * every process": caches forgetting what changed, live streams waking up for their anglers. A signal
 * sent inside a transaction is delivered when it commits (and never if it rolls back); every process
 * hears it, the sender included. Signals are hints, not data: a payload is small (PostgreSQL caps it
 * at 8,000 bytes) and may be missed while a process's listening connection is down — so each
 * listener also says what to do when the connection comes back (`onResync`: forget everything,
 * read again from a durable sequence, ...).
 */
export interface Signals {
  send(channel: string, payload: string): Promise<void>;
  listen(channel: string, onSignal: (payload: string) => void, onResync?: () => void): void;
}
export const SignalsToken = Symbol.for('platform.Signals');

const CHANNEL = /^[a-z][a-z0-9_]{0,62}$/;

interface Unsent {
  channel: string;
  payload: string;
  sent: () => void;
  failed: (error: unknown) => void;
}

/** Most signals one NOTIFY statement carries. */
const BATCH = 500;

export class PgSignals implements Signals {
  readonly #listeners = new Map<string, Array<{ onSignal: (payload: string) => void; onResync?: () => void }>>();
  #client: pg.Client | undefined;
  #connecting: Promise<void> | undefined;
  #stopped = false;
  #retryMs = 100;
  /** Signals sent outside any transaction, waiting for the one statement in flight to finish. */
  readonly #unsent: Unsent[] = [];
  #sending = false;
  #sender: pg.Pool | undefined;

  constructor(
    private readonly db: Sql,
    private readonly databaseUrl: string,
    private readonly log: Logger,
    /** Whether the caller is inside a transaction (then a signal goes with it, delivered on commit). */
    private readonly inTransaction: () => boolean = () => false,
  ) {}

  /**
   * Inside a transaction: a NOTIFY in it (delivered on commit, never after a rollback). Outside — a
   * cache forgetting what a committed change made stale, after every write — signals go in batches on
   * one connection of their own: one statement in flight at a time, and everything sent meanwhile
   * goes together in the next, so under load many writes share one NOTIFY round trip instead of each
   * taking a pool connection for its own (docs/platform.md, "Signals").
   */
  async send(channel: string, payload: string): Promise<void> {
    if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    if (this.inTransaction()) {
      await this.db.rows(sql`select pg_notify(${channel}, ${payload})`);
      return;
    }
    if (this.#stopped) throw new Error('signals are stopped: this process is shutting down');
    await new Promise<void>((sent, failed) => {
      this.#unsent.push({ channel, payload, sent, failed });
      this.#sendWaiting();
    });
  }

  #sendWaiting(): void {
    if (this.#sending || this.#unsent.length === 0) return;
    if (this.#stopped) {
      // Stopped while these waited behind the statement in flight: no new connection after stop().
      for (const s of this.#unsent.splice(0)) s.failed(new Error('signals are stopped: this process is shutting down'));
      return;
    }
    this.#sending = true;
    const batch = this.#unsent.splice(0, BATCH);
    // The same signal twice in one batch is one signal (PostgreSQL would fold them in one transaction anyway).
    const distinct = new Map(batch.map((s) => [`${s.channel}\u0000${s.payload}`, s]));
    const channels = [...distinct.values()].map((s) => s.channel);
    const payloads = [...distinct.values()].map((s) => s.payload);
    this.#sender ??= this.#openSender();
    this.#sender
      .query(
        'select pg_notify(s.channel, s.payload) from unnest($1::text[], $2::text[]) with ordinality as s(channel, payload, n) order by s.n',
        [channels, payloads],
      )
      .then(
        () => {
          for (const s of batch) s.sent();
        },
        (error: unknown) => {
          for (const s of batch) s.failed(error);
        },
      )
      .finally(() => {
        this.#sending = false;
        this.#sendWaiting();
      });
  }

  #openSender(): pg.Pool {
    // A connection dropped: the next batch opens another.
    return ownPool({ connectionString: this.databaseUrl, max: 1, idleTimeoutMillis: 10_000 });
  }

  listen(channel: string, onSignal: (payload: string) => void, onResync?: () => void): void {
    if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    const known = this.#listeners.get(channel);
    this.#listeners.set(channel, [...(known ?? []), { onSignal, onResync }]);
    if (!known && this.#client) void this.#client.query(`listen ${channel}`).catch((error: unknown) => this.#lost(error));
  }

  /** Opens the listening connection (start-up waits for it: a process that cannot hear must not serve stale caches). */
  async start(): Promise<void> {
    this.#connecting ??= this.#connect().finally(() => (this.#connecting = undefined));
    await this.#connecting;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
    const sender = this.#sender;
    this.#sender = undefined;
    await sender?.end().catch(() => undefined);
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('error', (error) => this.#lost(error));
    client.on('end', () => this.#client === client && this.#lost(new Error('listening connection ended')));
    client.on('notification', (n) => {
      for (const l of this.#listeners.get(n.channel) ?? []) {
        try {
          l.onSignal(n.payload ?? '');
        } catch (error) {
          this.log.error({ err: error, channel: n.channel }, 'signal listener failed');
        }
      }
    });
    try {
      await client.connect();
      for (const channel of this.#listeners.keys()) await client.query(`listen ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.#stopped) {
      // stop() came while this (re)connection was under way: it must not outlive the process's pools.
      await client.end().catch(() => undefined);
      return;
    }
    this.#client = client;
    this.#retryMs = 100;
  }

  #lost(error: unknown): void {
    if (this.#stopped || !this.#client) return;
    this.log.warn({ err: error }, 'signals: listening connection lost; reconnecting');
    const old = this.#client;
    this.#client = undefined;
    void old.end().catch(() => undefined);
    const retry = () => {
      if (this.#stopped) return;
      this.start()
        .then(() => {
          // Whatever was sent while we were deaf is lost: every listener catches up its own way.
          for (const list of this.#listeners.values()) for (const l of list) l.onResync?.();
        })
        .catch(() => {
          this.#retryMs = Math.min(this.#retryMs * 2, 5_000);
          setTimeout(retry, this.#retryMs).unref();
        });
    };
    setTimeout(retry, this.#retryMs).unref();
  }
}
