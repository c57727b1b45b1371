import net from 'node:net';
import { AnswerReader } from './answer-reader.ts';
import type { LoadRequest } from './load.ts';

/** An answer's status, or the error that took its place (socket errors, `timeout`, a connection closed mid-answer). */
export type Answered = (status: number, error?: Error & { code?: string }) => void;

const TIMEOUT_MS = 10_000;

/** A request as the bytes a connection writes, made once before the run (no per-send formatting). */
export function requestBytes(target: URL, r: LoadRequest): Buffer {
  const body = Buffer.from(r.body ?? '');
  const method = r.method ?? 'GET';
  const headers: Record<string, string> = {
    host: target.host,
    ...(body.length ? { 'content-type': 'application/json' } : {}),
    ...(body.length || method !== 'GET' ? { 'content-length': String(body.length) } : {}),
    ...r.headers,
  };
  const head = `${method} ${r.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  return Buffer.concat([Buffer.from(head), body]);
}

/** One keep-alive connection that carries one request at a time. */
export class Connection {
  readonly #socket: net.Socket;
  readonly #reader = new AnswerReader();
  #waiting: Answered | undefined;
  #open = true;

  constructor(target: URL) {
    this.#socket = net.connect({ port: Number(target.port), host: target.hostname, noDelay: true });
    this.#socket.setTimeout(TIMEOUT_MS, () => this.#fail(Object.assign(new Error('timeout'), { code: 'timeout' })));
    this.#socket.on('data', (chunk: Buffer) => {
      let statuses: number[];
      try {
        statuses = this.#reader.feed(chunk);
      } catch (error) {
        this.#fail(error as Error);
        return;
      }
      if (this.#reader.closing) this.close();
      for (const status of statuses) {
        const waiting = this.#waiting;
        this.#waiting = undefined;
        waiting?.(status);
      }
    });
    this.#socket.on('error', (error) => this.#fail(error));
    this.#socket.on('close', () => this.#fail(Object.assign(new Error('closed by the server'), { code: 'ECONNRESET' })));
  }

  /** Neither closed nor failed: it may carry another request once answered. */
  get open(): boolean {
    return this.#open;
  }

  send(bytes: Buffer, answered: Answered): void {
    this.#waiting = answered;
    this.#socket.write(bytes);
  }

  close(): void {
    this.#open = false;
    this.#socket.destroy();
  }

  #fail(error: Error) {
    this.close();
    const waiting = this.#waiting;
    this.#waiting = undefined;
    waiting?.(0, error);
  }
}

/**
 * Keep-alive connections for an open loop: a send takes an idle connection or opens another, never
 * waits behind a slow answer — up to `max` connections (as `http.Agent`'s maxSockets did), past which
 * sends wait their turn: thousands of connects at once during a server's stall overflow its accept
 * queue, and a dropped SYN is retried a second later.
 */
export class ConnectionPool {
  readonly #idle: Connection[] = [];
  readonly #all = new Set<Connection>();
  readonly #queued: { bytes: Buffer; answered: Answered }[] = [];
  #queueHead = 0;

  constructor(
    private readonly target: URL,
    private readonly max = 512,
  ) {}

  send(bytes: Buffer, answered: Answered): void {
    let connection = this.#idle.pop();
    while (connection && !connection.open) connection = this.#idle.pop();
    if (!connection) {
      if (this.#all.size >= this.max) {
        this.#queued.push({ bytes, answered });
        return;
      }
      connection = new Connection(this.target);
      this.#all.add(connection);
    }
    const used = connection;
    used.send(bytes, (status, error) => {
      if (used.open) this.#idle.push(used);
      else this.#all.delete(used);
      answered(status, error);
      this.#next();
    });
  }

  close(): void {
    for (const connection of this.#all) connection.close();
    this.#all.clear();
    this.#idle.length = 0;
  }

  /** A connection came free (or closed): the longest-waiting send goes. */
  #next() {
    if (this.#queueHead === this.#queued.length) return;
    const { bytes, answered } = this.#queued[this.#queueHead++]!;
    if (this.#queueHead === this.#queued.length) {
      this.#queued.length = 0;
      this.#queueHead = 0;
    }
    this.send(bytes, answered);
  }
}
