import type { Signals } from '../../../../platform/signals/signals.ts';
import type { Logger } from '../../../../platform/logging/logger.ts';
import { LIVE_CHANNEL } from '../../application/ports.ts';

/** A NOTIFY payload stays under PostgreSQL's 8,000 bytes: 200 ids of 37 characters. */
const IDS_PER_SIGNAL = 200;

/**
 * Wakes readers' streams in every process once what they should read has committed. Readers named
 * by the commits of one turn of the event loop go together, each once (a message names its sender
 * and, twice, its recipient: one wake each), in one signal per 200 — sent outside any transaction,
 * on the signals' own batching connection.
 *
 * Why not a NOTIFY inside the cause's transaction: PostgreSQL serialises the commits of every
 * transaction that notified (a database-wide lock from before the commit until its WAL is flushed),
 * so under load each send queued behind the others' fsyncs while holding one of the app's pool
 * connections — sends waited for a connection and got 503 (bench/results/community-live.md). A
 * wake is only a hint: a process that dies between the commit and the signal delays its events
 * until the readers' next heartbeat (≤ 25 s), never loses them (the log is what streams read).
 */
export class LiveWakes {
  readonly #pending = new Set<string>();
  #scheduled = false;

  constructor(
    private readonly signals: Signals,
    private readonly log: Logger,
  ) {}

  /** After the commit of what these readers should read. */
  wake(readerIds: Iterable<string>): void {
    for (const id of readerIds) this.#pending.add(id);
    if (this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(() => this.#flush());
  }

  #flush(): void {
    this.#scheduled = false;
    const ids = [...this.#pending];
    this.#pending.clear();
    for (let i = 0; i < ids.length; i += IDS_PER_SIGNAL) {
      this.signals.send(LIVE_CHANNEL, ids.slice(i, i + IDS_PER_SIGNAL).join(',')).catch((error: unknown) => {
        // Stopping, or the database away: the readers' heartbeats catch up.
        this.log.warn({ err: error }, 'live: could not signal new events; streams catch up on their heartbeat');
      });
    }
  }
}
