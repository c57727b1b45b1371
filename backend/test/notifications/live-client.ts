import type { HttpClient } from '../support/index.ts';

export interface LiveEvent {
  id: number;
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: an event's data is whatever JSON the server sent; each test reads the fields of its kind.
  data: any;
}

/**
 * A test's EventSource: reads /api/live as the browser would (the angler's cookie, Last-Event-ID on
 * reconnect) and keeps every event and heartbeat it saw.
 */
export class LiveClient {
  readonly events: LiveEvent[] = [];
  heartbeats = 0;
  #abort = new AbortController();
  #waiters: Array<() => void> = [];
  #done: Promise<void> | undefined;
  opened!: Promise<void>;

  constructor(
    private readonly angler: HttpClient,
    private readonly baseUrl = angler.baseUrl,
  ) {}

  get lastId(): number | undefined {
    return this.events.at(-1)?.id;
  }

  /** Opens the stream (from `lastEventId` when given); resolves once the server answered. */
  open(lastEventId?: number): Promise<void> {
    this.#abort = new AbortController();
    let opened!: () => void;
    let failed!: (e: unknown) => void;
    this.opened = new Promise((res, rej) => {
      opened = res;
      failed = rej;
    });
    this.#done = (async () => {
      const headers: Record<string, string> = { cookie: this.angler.cookieHeader('/api/live'), accept: 'text/event-stream' };
      if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
      let res: Response;
      try {
        res = await fetch(new URL('/api/live', this.baseUrl), { headers, signal: this.#abort.signal });
      } catch (e) {
        failed(e);
        return;
      }
      if (res.status !== 200) return failed(new Error(`live stream answered ${res.status}`));
      opened();
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          for (end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            this.#take(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
          }
        }
      } catch {
        // closed by us
      }
    })();
    return this.opened;
  }

  #take(block: string) {
    if (block.startsWith(': heartbeat')) {
      this.heartbeats++;
      return;
    }
    const fields = Object.fromEntries(
      block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
    );
    if (fields.id === undefined) return;
    this.events.push({ id: Number(fields.id), event: fields.event!, data: JSON.parse(fields.data!) });
    for (const w of this.#waiters.splice(0)) w();
  }

  /** Resolves when `count` events have arrived (or fails after `ms`). */
  async waitFor(count: number, ms = 5000): Promise<LiveEvent[]> {
    const deadline = Date.now() + ms;
    while (this.events.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} live events, got ${this.events.length}`);
      await new Promise<void>((res) => {
        const t = setTimeout(res, left);
        this.#waiters.push(() => {
          clearTimeout(t);
          res();
        });
      });
    }
    return this.events;
  }

  /** Resolves when the stream has ended (the server ended it, or we closed it). */
  ended(): Promise<void> {
    return this.#done ?? Promise.resolve();
  }

  async close(): Promise<void> {
    this.#abort.abort();
    await this.#done;
  }
}
