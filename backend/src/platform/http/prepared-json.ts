import zlib from 'node:zlib';

/** Answers shorter than this are neither compressed nor kept as bytes: their copies are small. */
const WORTH_KEEPING = 1024;

/**
 * A JSON answer serialized — and compressed — once, for an answer many requests share (the heat map's
 * remembered answer, a remembered page): each request then only picks the encoding its client accepts,
 * where the app would otherwise stringify and compress the same hundreds of kilobytes again every time.
 * Made by the route (`respond(200, PreparedJson.of(answer))`), kept by whoever remembers the answer; sent
 * by HttpRoutes as application/json with its Content-Encoding (the compression middleware leaves an
 * encoded body alone). Responses are still checked against the contract when checking is on.
 *
 * A kept answer also goes out as bytes made once: Node writes a text body by joining it to the head and
 * flattening the join — a copy of the whole answer on the JS heap for every request (a conversation
 * list's 40 of its ~95 KB). Bytes made per request would move that copy off the heap instead, but a
 * young generation of 64 MB frees them only every thousand-odd requests, and with that much external
 * memory V8 ran major GCs instead of scavenges (two bench runs of three): a one-off answer stays text.
 */
export class PreparedJson {
  readonly json: string;
  #br: Buffer | undefined;
  #gzip: Buffer | undefined;
  #plain: Buffer | undefined;
  #value: unknown;
  /** Remembered and sent again: worth compressing and encoding here once. A one-off answer is left to the compression middleware. */
  readonly #shared: boolean;

  private constructor(value: unknown, json: string | undefined, shared: boolean) {
    this.#value = value;
    this.#shared = shared;
    this.json = json ?? JSON.stringify(value);
  }

  /** The answer as a value: what the contract check reads (parsed again, only then, for one made from JSON). */
  get value(): unknown {
    if (this.#value === undefined) this.#value = JSON.parse(this.json);
    return this.#value;
  }

  /**
   * An answer already written as JSON (a page whose entries the database serialized): sent as it is,
   * never parsed on the way out.
   */
  static fromJson(json: string): PreparedJson {
    return new PreparedJson(undefined, json, false);
  }

  static #made = new WeakMap<object, PreparedJson>();
  /** The same prepared body for the same answer object (a remembered answer is serialized once). */
  static of(value: object): PreparedJson {
    let prepared = PreparedJson.#made.get(value);
    if (!prepared) {
      prepared = new PreparedJson(value, undefined, true);
      PreparedJson.#made.set(value, prepared);
    }
    return prepared;
  }

  /** The same prepared body for the same remembered page of JSON text (its bytes made once, whoever reads it). */
  static ofWritten(page: { readonly json: string }): PreparedJson {
    let prepared = PreparedJson.#made.get(page);
    if (!prepared) {
      prepared = new PreparedJson(undefined, page.json, true);
      PreparedJson.#made.set(page, prepared);
    }
    return prepared;
  }

  /** The body in the encoding asked ('br', 'gzip' or anything else: plain), made on first use. */
  encoded(encoding: string | false): { body: string | Buffer; encoding: 'br' | 'gzip' | null } {
    if (this.json.length < WORTH_KEEPING || !this.#shared) return { body: this.json, encoding: null };
    if (encoding === 'br') {
      this.#br ??= zlib.brotliCompressSync(this.json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
      return { body: this.#br, encoding: 'br' };
    }
    if (encoding === 'gzip') {
      this.#gzip ??= zlib.gzipSync(this.json, { level: 6 });
      return { body: this.#gzip, encoding: 'gzip' };
    }
    this.#plain ??= Buffer.from(this.json);
    return { body: this.#plain, encoding: null };
  }
}
