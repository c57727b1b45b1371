import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import { SignalsToken, type Signals } from '../../../../platform/signals/signals.ts';
import { TransactionsToken, type Transactions } from '../../../../platform/transactions/transactions.ts';
import { LoggerToken } from '../../../../platform/tokens.ts';
import type { Logger } from '../../../../platform/logging/logger.ts';
import { ClockToken, type Clock } from '../../../../platform/time/clock.ts';
import type { LiveKind } from '../../domain/notification.ts';
import type { LiveEntry, LiveLog } from '../../application/ports.ts';
import { LiveWakes } from '../live/live-wakes.ts';

/** A reader's entry; its number is a bigint, which the driver gives as text. */
const Entry = rowOf({ seq: col.number(), kind: col.text<LiveKind>(), refId: col.text() });

/**
 * The live log in SQL. `append` takes each reader's next number with one upsert — the row lock it
 * takes on the reader's sequence is held to the end of the cause's transaction, so a later number
 * never commits before an earlier one — and inserts the entries; once the transaction has committed
 * (never after a rollback) the readers' streams are woken (live-wakes.ts: not a NOTIFY inside the
 * transaction). Readers are locked in id order, so two causes with overlapping readers (two group
 * messages) cannot deadlock.
 */
export class SqlLiveLog implements LiveLog {
  readonly #wakes: LiveWakes;

  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(SignalsToken) signals: Signals,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(LoggerToken) log: Logger,
  ) {
    this.#wakes = new LiveWakes(signals, log);
  }

  async append(readerIds: readonly string[], kind: LiveKind, refId: string): Promise<void> {
    await this.appendEach(
      [...new Set(readerIds)].map((readerId) => ({ readerId, refId })),
      kind,
    );
  }

  async appendEach(entries: ReadonlyArray<{ readerId: string; refId: string }>, kind: LiveKind): Promise<void> {
    if (!entries.length) return;
    // The database function live_append (migration 20261129063935), planned once per connection: one
    // upsert per reader (a statement may not update a row twice) taking as many numbers as they have
    // entries, in reader order; each entry then gets its own number, in the order given.
    await this.db.run(
      sql`select live_append(${entries.map((e) => e.readerId)}::uuid[], ${entries.map((e) => e.refId)}::uuid[], ${kind}::text, ${this.clock.now()}::timestamptz)`,
    );
    this.appended(entries.map((e) => e.readerId));
  }

  appended(readerIds: readonly string[]): void {
    if (!readerIds.length) return;
    const readers = [...new Set(readerIds)];
    this.transactions.afterCommit(() => this.#wakes.wake(readers));
  }

  async latestOf(readerIds: readonly string[]): Promise<Map<string, number>> {
    if (!readerIds.length) return new Map();
    const rows = await this.db.prepared<{ angler_id: string; last_seq: string }>(
      'live.latest-of',
      sql`select angler_id, last_seq from live_sequences where angler_id = any(${[...readerIds]}::uuid[])`,
    );
    return new Map(rows.map((r) => [r.angler_id, Number(r.last_seq)]));
  }

  async after(readerId: string, seq: number, limit: number): Promise<LiveEntry[]> {
    const rows = await this.db.prepared(
      'live.after',
      sql`select seq, kind, ref_id from live_events where angler_id = ${readerId}::uuid and seq > ${seq}
          order by seq limit ${sql.lit(limit)}`,
    );
    return rows.map(Entry.read);
  }

  async latest(readerId: string): Promise<number> {
    const [row] = await this.db.prepared<{ last_seq: string }>(
      'live.latest',
      sql`select last_seq from live_sequences where angler_id = ${readerId}::uuid`,
    );
    return row ? Number(row.last_seq) : 0;
  }

  async oldest(readerId: string): Promise<number | null> {
    const [row] = await this.db.prepared<{ seq: string }>(
      'live.oldest',
      sql`select seq from live_events where angler_id = ${readerId}::uuid order by seq limit 1`,
    );
    return row ? Number(row.seq) : null;
  }
}
