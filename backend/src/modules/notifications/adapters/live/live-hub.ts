import { inject, multiInject, optional } from 'inversify';
import { SignalsToken, type Signals } from '../../../../platform/signals/signals.ts';
import { DrainingToken, type Draining } from '../../../../platform/http/draining.ts';
import { LoggerToken } from '../../../../platform/tokens.ts';
import { TallyToken, type Tally } from '../../../../platform/telemetry/tally.ts';
import { CacheInvalidationToken, type CacheInvalidation } from '../../../../platform/signals/cache-invalidation.ts';
import type { Logger } from '../../../../platform/logging/logger.ts';
import { LiveEventSourceToken, type LiveEventSource } from '../../application/live-event-source.ts';
import type { LiveKind } from '../../domain/notification.ts';
import { LIVE_CHANNEL, LiveLog, type LiveEntry } from '../../application/ports.ts';

/** Entries read per round trip while catching up. */
const BATCH = 200;
/**
 * How often every stream here is checked against its angler's latest number: the longest a lost
 * signal (or a read that failed twice) delays an event — one statement per process, whatever the streams.
 */
const CATCH_UP_MS = 5_000;
/** A stream whose read failed (no connection in time under load, the database away) tries again this soon. */
const READ_RETRY_MS = 1_000;

/** Where a stream writes: one SSE connection. */
export interface LiveSink {
  write(chunk: string): boolean;
  end(): void;
}

/**
 * One open stream: it knows the last sequence number it wrote and, when woken, reads what follows
 * from the live log — with its reader's permissions, through each kind's source — and writes it in
 * order. Wakes that come while it is reading are folded into one more round, so nothing is read twice
 * and nothing is missed.
 */
class LiveConnection {
  #running = false;
  #again = false;
  #closed = false;
  #retry: NodeJS.Timeout | undefined;

  constructor(
    readonly anglerId: string,
    /** The last number written to this stream. */
    public lastSeq: number,
    private readonly sink: LiveSink,
    private readonly hub: LiveHub,
  ) {}

  wake(): void {
    if (this.#closed) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = true;
    void this.#pump().finally(() => (this.#running = false));
  }

  async #pump(): Promise<void> {
    do {
      this.#again = false;
      try {
        for (;;) {
          const { entries, loaded } = await this.hub.read(this.anglerId, this.lastSeq);
          if (!entries.length || this.#closed) break;
          for (const entry of entries) {
            const data = loaded.get(entry.kind)?.get(entry.refId);
            // Not readable by this reader any more (left the group, ...): skipped, but counted as seen.
            if (data !== undefined) {
              this.sink.write(`id: ${entry.seq}\nevent: ${entry.kind}\ndata: ${JSON.stringify(data)}\n\n`);
              this.hub.tally?.count('live_event', { kind: entry.kind });
            }
            this.lastSeq = entry.seq;
          }
          if (entries.length < BATCH) break;
        }
      } catch (error) {
        // Tried again in a second, not at the next heartbeat (25 s): what woke it is still unread.
        this.hub.log_.warn({ err: error, anglerId: this.anglerId }, 'live stream could not read; retrying in a second');
        this.#retry ??= setTimeout(() => {
          this.#retry = undefined;
          this.wake();
        }, READ_RETRY_MS).unref();
      }
    } while (this.#again && !this.#closed);
  }

  heartbeat(): void {
    if (this.#closed) return;
    this.sink.write(': heartbeat\n\n');
  }

  close(): void {
    this.#closed = true;
    clearTimeout(this.#retry);
  }

  /** Ends the connection itself: the browser reconnects, and its session is looked up again. */
  end(): void {
    this.close();
    this.sink.end();
  }
}

/**
 * The process's live streams. It listens on the live log's channel: a signal names anglers (never
 * data), and each of their streams here reads the log. When the listening connection comes back
 * after a loss, and every CATCH_UP_MS (5 s), one read of every streaming angler's latest number
 * finds the streams that are behind, and only those read the log — so a signal lost any way delays
 * an event by 5 s at most and never drops it, and 1,000 streams cost one statement every 5 s, not
 * one read each. (It was the 25 s heartbeat: a signal lost under load kept a chat message from an
 * open conversation longer than anyone waits.)
 */
export class LiveHub {
  readonly #streams = new Map<string, Set<LiveConnection>>();
  readonly #sources: Map<LiveKind, LiveEventSource>;
  #listening = false;
  #timer: NodeJS.Timeout | undefined;
  #catchUpTimer: NodeJS.Timeout | undefined;

  constructor(
    @inject(LiveLog) readonly log: LiveLog,
    @inject(SignalsToken) private readonly signals: Signals,
    @inject(DrainingToken) private readonly draining: Draining,
    @inject(LoggerToken) readonly log_: Logger,
    @multiInject(LiveEventSourceToken) @optional() sources: LiveEventSource[] = [],
    /** Open streams and events sent, for operators (absent in unit tests of the hub alone). */
    @inject(TallyToken) @optional() readonly tally?: Tally,
    /** Told, in every process, when an angler's sessions end (absent in unit tests of the hub alone). */
    @inject(CacheInvalidationToken) @optional() invalidation?: CacheInvalidation,
  ) {
    this.#sources = new Map(sources.map((s) => [s.kind, s]));
    // A stream was let in by a session: when all of an angler's sessions end (suspended, banned, account
    // deleted) or their standing changes, their streams end at once, and a reconnect is let in again
    // only by a session that still stands. When signals may have been missed, none is ended (that would
    // send every browser of the process back at once); a missed one ends at its next reconnect.
    invalidation?.register(
      'angler-sessions',
      (anglerId) => this.#endStreamsOf(anglerId),
      () => undefined,
    );
  }

  #endStreamsOf(anglerId: string): void {
    for (const connection of [...(this.#streams.get(anglerId) ?? [])]) connection.end();
  }

  /** How many streams this process holds (metrics, bench). */
  get size(): number {
    let n = 0;
    for (const set of this.#streams.values()) n += set.size;
    return n;
  }

  /**
   * Opens a stream for the angler from `lastSeq` (a reconnect's Last-Event-ID), or from now. Returns
   * what the caller must call when the connection closes.
   */
  async open(anglerId: string, lastSeq: number | undefined, sink: LiveSink, heartbeatMs: number): Promise<() => void> {
    this.#start(heartbeatMs);
    const latest = await this.log.latest(anglerId);
    let from = lastSeq ?? latest;
    if (lastSeq !== undefined && lastSeq < latest) {
      // What came after lastSeq must all still be kept; when the clean-up took some, the browser is told
      // to read everything afresh, and the stream goes on from now.
      const oldest = await this.log.oldest(anglerId);
      if (oldest === null || oldest > lastSeq + 1) {
        sink.write(`id: ${latest}\nevent: resync\ndata: {}\n\n`);
        from = latest;
      }
    }
    const connection = new LiveConnection(anglerId, from, sink, this);
    let set = this.#streams.get(anglerId);
    if (!set) {
      set = new Set();
      this.#streams.set(anglerId, set);
    }
    set.add(connection);
    connection.wake(); // a reconnect catches up at once
    this.tally?.level('live_streams_open', 1);
    let closed = false;
    return () => {
      if (!closed) this.tally?.level('live_streams_open', -1);
      closed = true;
      connection.close();
      const streams = this.#streams.get(anglerId);
      streams?.delete(connection);
      if (streams?.size === 0) this.#streams.delete(anglerId);
    };
  }

  /** Wakes so far: a signal, a resync or a heartbeat counts one before the streams it names wake. */
  #wakes = 0;

  readonly #reading = new Map<string, Promise<{ entries: LiveEntry[]; loaded: Map<LiveKind, Map<string, unknown>> }>>();

  /**
   * What follows `afterSeq` in the angler's log, loaded with their permissions. One read serves every
   * stream of the angler that asks for the same place at the same time (their tabs, woken by one
   * signal): five tabs cost one read, not five.
   */
  read(anglerId: string, afterSeq: number): Promise<{ entries: LiveEntry[]; loaded: Map<LiveKind, Map<string, unknown>> }> {
    // Only a read started after the latest wake may be shared: one begun before it may miss what woke us.
    const key = `${anglerId}:${afterSeq}:${this.#wakes}`;
    let reading = this.#reading.get(key);
    if (!reading) {
      reading = (async () => {
        const entries = await this.log.after(anglerId, afterSeq, BATCH);
        return { entries, loaded: entries.length ? await this.load(anglerId, entries) : new Map() };
      })().finally(() => this.#reading.delete(key));
      this.#reading.set(key, reading);
    }
    return reading;
  }

  async load(readerId: string, entries: ReadonlyArray<{ kind: LiveKind; refId: string }>): Promise<Map<LiveKind, Map<string, unknown>>> {
    const byKind = new Map<LiveKind, string[]>();
    for (const e of entries) byKind.set(e.kind, [...(byKind.get(e.kind) ?? []), e.refId]);
    const loaded = new Map<LiveKind, Map<string, unknown>>();
    await Promise.all(
      [...byKind].map(async ([kind, ids]) => {
        const source = this.#sources.get(kind);
        loaded.set(kind, source ? await source.load(readerId, ids) : new Map());
      }),
    );
    return loaded;
  }

  #start(heartbeatMs: number): void {
    if (this.#listening) return;
    this.#listening = true;
    this.signals.listen(
      LIVE_CHANNEL,
      (payload) => {
        this.#wakes++;
        for (const id of payload.split(',')) for (const c of this.#streams.get(id) ?? []) c.wake();
      },
      () => void this.#catchUp(),
    );
    this.#timer = setInterval(() => this.#everyone((c) => c.heartbeat()), heartbeatMs);
    this.#timer.unref();
    this.#catchUpTimer = setInterval(() => void this.#catchUp(), Math.min(CATCH_UP_MS, heartbeatMs));
    this.#catchUpTimer.unref();
    this.draining.onDrain(() => {
      clearInterval(this.#timer);
      clearInterval(this.#catchUpTimer);
      // Told first when the process stops: the browser's EventSource reconnects (to another process) with its Last-Event-ID.
      this.#everyone((c) => c.close());
      for (const end of this.#ends.splice(0)) end();
    });
  }

  readonly #ends: Array<() => void> = [];
  /** Streams to end when the process drains. */
  onDrain(end: () => void): () => void {
    this.#ends.push(end);
    return () => {
      const i = this.#ends.indexOf(end);
      if (i >= 0) this.#ends.splice(i, 1);
    };
  }

  /** Wakes the streams whose angler's log has gone past what they wrote (a signal was lost, or is late). */
  async #catchUp(): Promise<void> {
    try {
      const latest = await this.log.latestOf([...this.#streams.keys()]);
      this.#wakes++;
      this.#everyone((c) => {
        if ((latest.get(c.anglerId) ?? 0) > c.lastSeq) c.wake();
      });
    } catch (error) {
      this.log_.warn({ err: error }, 'live streams could not check for missed events; trying again at the next heartbeat');
    }
  }

  #everyone(act: (c: LiveConnection) => void): void {
    for (const set of this.#streams.values()) for (const c of set) act(c);
  }
}
