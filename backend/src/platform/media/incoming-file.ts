/**
 * A file arriving in an upload: its bytes as they come off the wire, and the type its sender
 * declared. The declared type is only a hint of what the angler meant (a photo or a video: it picks
 * the message of a refusal); what the file is, the content decides.
 */
export interface IncomingFile {
  bytes: AsyncIterable<Uint8Array>;
  declaredType: string;
}

/**
 * Reads an incoming file lazily: a look at its first bytes without consuming them, then its bytes
 * counted as they are pulled, refused the moment they pass a limit. Nothing is read ahead of what
 * is asked, so a refusal leaves the rest of the upload unread; `close` lets the source go.
 */
export class IncomingBytes {
  readonly #source: AsyncIterator<Uint8Array>;
  readonly #head: Uint8Array[] = [];
  #headBytes = 0;
  #ended = false;

  constructor(bytes: AsyncIterable<Uint8Array>) {
    this.#source = bytes[Symbol.asyncIterator]();
  }

  /** At least the first `count` bytes (fewer only when the file is shorter). */
  async peek(count: number): Promise<Buffer> {
    while (this.#headBytes < count && !this.#ended) {
      const next = await this.#source.next();
      if (next.done) this.#ended = true;
      else {
        this.#head.push(next.value);
        this.#headBytes += next.value.length;
      }
    }
    return Buffer.concat(this.#head);
  }

  /** Every byte, counted as it passes: `tooLarge()` is thrown as soon as they number more than `limit`. */
  async *chunks(limit: number, tooLarge: () => Error): AsyncGenerator<Uint8Array> {
    let total = 0;
    const counted = (chunk: Uint8Array) => {
      total += chunk.length;
      if (total > limit) throw tooLarge();
      return chunk;
    };
    for (const chunk of this.#head.splice(0)) yield counted(chunk);
    while (!this.#ended) {
      const next = await this.#source.next();
      if (next.done) this.#ended = true;
      else yield counted(next.value);
    }
  }

  /** The whole file in memory, for what is small by rule (a photo: at most 5 MB). */
  async collect(limit: number, tooLarge: () => Error): Promise<Buffer> {
    const parts: Uint8Array[] = [];
    for await (const chunk of this.chunks(limit, tooLarge)) parts.push(chunk);
    return Buffer.concat(parts);
  }

  /** Lets the source go (a stream is destroyed): what was not read never will be. */
  async close(): Promise<void> {
    if (!this.#ended) {
      this.#ended = true;
      await this.#source.return?.();
    }
  }
}
