import zlib from 'node:zlib';
import { jsonBytes } from './json-bytes.ts';

/**
 * A JSON answer serialized — and compressed — once, for a large answer many requests share (the heat
 * map's remembered answer): each request then only picks the encoding its client accepts, where the
 * app would otherwise stringify and compress the same hundreds of kilobytes again every time. Made by
 * the route (`respond(200, PreparedJson.of(answer))`), kept by whoever remembers the answer; sent by
 * HttpRoutes as application/json with its Content-Encoding (the compression middleware leaves an
 * encoded body alone). Responses are still checked against the contract when checking is on.
 */
export class PreparedJson {
  readonly json: string;
  #br: Buffer | undefined;
  #gzip: Buffer | undefined;
  #plain: string | Buffer | undefined;
  #value: unknown;
  /** Remembered and sent again: worth compressing here once. A one-off answer is left to the compression middleware. */
  readonly #shared: boolean;

  private constructor(value: unknown, json?: string) {
    this.#value = value;
    this.#shared = json === undefined;
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
    return new PreparedJson(undefined, json);
  }

  static #made = new WeakMap<object, PreparedJson>();
  /** The same prepared body for the same answer object (a remembered answer is serialized once). */
  static of(value: object): PreparedJson {
    let prepared = PreparedJson.#made.get(value);
    if (!prepared) {
      prepared = new PreparedJson(value);
      PreparedJson.#made.set(value, prepared);
    }
    return prepared;
  }

  /** The body in the encoding asked ('br', 'gzip' or anything else: plain), made on first use. */
  encoded(encoding: string | false): { body: string | Buffer; encoding: 'br' | 'gzip' | null } {
    // Small answers are not worth compressing (the middleware's threshold is 1 KB too).
    if (this.json.length < 1024 || !this.#shared) return { body: this.#plainBody(), encoding: null };
    if (encoding === 'br') {
      this.#br ??= zlib.brotliCompressSync(this.json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
      return { body: this.#br, encoding: 'br' };
    }
    if (encoding === 'gzip') {
      this.#gzip ??= zlib.gzipSync(this.json, { level: 6 });
      return { body: this.#gzip, encoding: 'gzip' };
    }
    return { body: this.#plainBody(), encoding: null };
  }

  /** Made once: a shared answer's bytes go out as they are, every time. */
  #plainBody(): string | Buffer {
    this.#plain ??= jsonBytes(this.json);
    return this.#plain;
  }
}
