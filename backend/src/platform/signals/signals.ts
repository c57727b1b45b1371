import pg from 'pg';
import { sql, type Sql } from '../db/sql.ts';
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

export class PgSignals implements Signals {
  readonly #listeners = new Map<string, Array<{ onSignal: (payload: string) => void; onResync?: () => void }>>();
  #client: pg.Client | undefined;
  #connecting: Promise<void> | undefined;
  #stopped = false;
  #retryMs = 100;

  constructor(
    private readonly db: Sql,
    private readonly databaseUrl: string,
    private readonly log: Logger,
  ) {}

  async send(channel: string, payload: string): Promise<void> {
    if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    await this.db.rows(sql`select pg_notify(${channel}, ${payload})`);
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
    await client.connect();
    for (const channel of this.#listeners.keys()) await client.query(`listen ${channel}`);
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
