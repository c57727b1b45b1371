/**
 * Where each HTTP/1.1 answer on a connection ends, and its status, without reading its body: the
 * status line, then Content-Length or the chunk sizes, and nothing else of what arrives. The bench
 * checks an answer's status only, so a generator that decoded or kept bodies (autocannon adds each
 * chunk to a string: 300 µs a request for a 50 KB compressed heat map) spent more on big answers
 * than the server did, and measured itself.
 */
const BLANK_LINE = Buffer.from('\r\n\r\n');

export class AnswerReader {
  #state: 'head' | 'body' | 'size' | 'data' | 'trailer' = 'head';
  /** The start of a head that has not ended yet (a head cut by the arrival). */
  #partial: Buffer | undefined;
  #left = 0;
  #line = '';
  #status = 0;
  /** The last answer's head said `connection: close`. */
  closing = false;

  /** Reads the bytes that arrived; the status of each answer they completed, in order. */
  feed(chunk: Buffer): number[] {
    const ended: number[] = [];
    let at = 0;
    while (at < chunk.length) {
      if (this.#state === 'head') {
        // The blank line is looked for in the bytes; only the head itself becomes text (it is small).
        const bytes = this.#partial ? Buffer.concat([this.#partial, chunk.subarray(at)]) : chunk;
        const from = this.#partial ? 0 : at;
        const end = bytes.indexOf(BLANK_LINE, this.#partial ? Math.max(0, this.#partial.length - 3) : at);
        if (end < 0) {
          this.#partial = Buffer.from(bytes.subarray(from));
          at = chunk.length;
          continue;
        }
        const head = bytes.toString('latin1', from, end);
        at += end + 4 - from - (this.#partial?.length ?? 0);
        this.#partial = undefined;
        if (this.#begin(head)) ended.push(this.#status);
      } else if (this.#state === 'body' || this.#state === 'data') {
        const take = Math.min(this.#left, chunk.length - at);
        at += take;
        this.#left -= take;
        if (this.#left > 0) continue;
        if (this.#state === 'body') {
          ended.push(this.#status);
          this.#state = 'head';
        } else this.#state = 'size';
      } else {
        const newline = chunk.indexOf(10, at);
        this.#line += chunk.toString('latin1', at, newline < 0 ? chunk.length : newline + 1);
        at = newline < 0 ? chunk.length : newline + 1;
        if (newline < 0) continue;
        const line = this.#line.trim();
        this.#line = '';
        if (this.#state === 'trailer') {
          if (line === '') {
            ended.push(this.#status);
            this.#state = 'head';
          }
          continue;
        }
        const size = Number.parseInt(line.split(';')[0]!, 16);
        if (!Number.isFinite(size)) throw new Error(`not a chunk size: ${JSON.stringify(line)}`);
        if (size === 0) this.#state = 'trailer';
        else {
          this.#left = size + 2;
          this.#state = 'data';
        }
      }
    }
    return ended;
  }

  /** A head read: whether the answer ended with it (no body). */
  #begin(head: string): boolean {
    this.#status = Number(head.slice(9, 12));
    this.closing = /\r\nconnection:[ \t]*close/i.test(head);
    if (this.#status === 204 || this.#status === 304) return true;
    if (/\r\ntransfer-encoding:[^\r]*chunked/i.test(head)) {
      this.#state = 'size';
      return false;
    }
    this.#left = Number(/\r\ncontent-length:[ \t]*(\d+)/i.exec(head)?.[1] ?? 0);
    if (this.#left === 0) return true;
    this.#state = 'body';
    return false;
  }
}
