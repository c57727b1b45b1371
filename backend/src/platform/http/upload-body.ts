import type { Context } from 'koa';
import busboy from 'busboy';
import { UPLOAD_FILE_FIELD, type RouteDef } from '@tightlines/contracts';
import { HttpProblem } from './http-errors.ts';

/** The one file of an `upload` call, as it streams in. */
export interface UploadedFile {
  /** Its bytes as they arrive; reading them is what pulls the request body off the connection. */
  bytes: AsyncIterable<Uint8Array>;
  /** The type the sender declared: a hint of what was meant, never proof of what it is. */
  declaredType: string;
  filename: string;
}

const NOT_MULTIPART = `Send the file as multipart/form-data, in one field named ${UPLOAD_FILE_FIELD}`;
const NO_FILE = `No file: send one in a multipart field named ${UPLOAD_FILE_FIELD}`;
const CUT_SHORT = 'The upload was cut short or malformed';

/**
 * Runs an `upload` call's handler on its one file while the request body is still arriving.
 *
 * Busboy parses the multipart stream: it is the parser Node's ecosystem relies on (multer and
 * fastify's multipart are built on it), small (one dependency, streamsearch), never buffers a file,
 * and enforces byte limits itself. Its file limit is one byte past the route's `fileLimit`, so the
 * handler — which counts what it reads and knows the kind's own limit and message — sees the
 * crossing itself; busboy's own `limit` then stops the reading of the connection at once.
 *
 * A call refused before its body was read to its end (not signed in, wrong type, too large) must
 * not read the rest: see `leaveUnreadBody`.
 */
export async function withUploadedFile<T>(ctx: Context, def: RouteDef, handle: (file: UploadedFile) => Promise<T>): Promise<T> {
  const { req } = ctx;
  const fileLimit = def.fileLimit ?? Number.MAX_SAFE_INTEGER;
  const rawTypes = def.rawTypes ?? [];
  if (rawTypes.includes(ctx.request.type)) return handle(rawFile(ctx, fileLimit));
  if (!ctx.is('multipart/form-data')) throw new HttpProblem(415, NOT_MULTIPART);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: { files: 1, fileSize: fileLimit + 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 20 },
    });
  } catch {
    throw new HttpProblem(400, NOT_MULTIPART); // no boundary, or not a form at all
  }
  const closed = new Promise<void>((resolve) => parser.once('close', resolve));
  const file = new Promise<UploadedFile>((resolve, reject) => {
    parser.on('file', (field, stream, info) => {
      stream.on('error', () => {}); // surfaces through `bytes`; never an unhandled event once nobody reads
      if (field !== UPLOAD_FILE_FIELD) {
        stream.resume();
        return reject(new HttpProblem(400, NO_FILE));
      }
      stream.once('limit', () => leaveUnreadBody(ctx));
      resolve({ bytes: counted(stream, fileLimit), declaredType: info.mimeType ?? '', filename: info.filename ?? '' });
    });
    parser.on('error', () => reject(new HttpProblem(400, CUT_SHORT)));
    parser.once('close', () => reject(new HttpProblem(400, NO_FILE))); // settled already when a file came
  });
  file.catch(() => {}); // awaited below; a rejection before that is not unhandled
  // A client that goes away mid-upload: the parser fails, and with it the file's stream.
  req.once('close', () => {
    if (!req.complete) parser.destroy(new Error('request aborted'));
  });
  req.pipe(parser);
  const result = await handle(await file);
  await closed; // the closing boundary: the request is read to its end
  return result;
}

/**
 * The request body itself as the file, for a route that takes its type raw: a declared length over the
 * limit is refused before a byte is read; otherwise the body is counted as it is read. The request is
 * never destroyed by a reader that stops early, so a refusal still reaches the sender.
 */
function rawFile(ctx: Context, fileLimit: number): UploadedFile {
  if (Number(ctx.get('Content-Length') || 0) > fileLimit) throw new HttpProblem(413, 'Payload Too Large');
  return {
    bytes: counted({ [Symbol.asyncIterator]: () => ctx.req.iterator({ destroyOnReturn: false }) }, fileLimit),
    declaredType: ctx.request.type,
    filename: '',
  };
}

/**
 * Stops reading a request whose answer does not need the rest of its body (a refusal): nothing more
 * is pulled off the connection, and the answer carries `Connection: close`, so Node closes the
 * connection once the answer is sent instead of draining megabytes nobody wants. Harmless once the
 * body was read whole.
 */
export function leaveUnreadBody(ctx: Context): void {
  if (ctx.req.complete) return;
  ctx.req.unpipe();
  ctx.req.pause();
  // Over HTTP/2 the answer ending closes only this request's stream (and connection headers are forbidden).
  if (!ctx.headerSent && ctx.req.httpVersionMajor === 1) ctx.set('Connection', 'close');
}

/**
 * The file's bytes, with a backstop: a handler that reads past `fileLimit` without refusing (it
 * should have) gets a 413 here. A stream that fails (the client went away, a broken form) is a 400.
 */
async function* counted(stream: AsyncIterable<Uint8Array>, fileLimit: number): AsyncGenerator<Uint8Array> {
  let total = 0;
  const chunks = stream[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: IteratorResult<Uint8Array>;
      try {
        next = await chunks.next();
      } catch {
        throw new HttpProblem(400, CUT_SHORT);
      }
      if (next.done) return;
      total += next.value.length;
      yield next.value;
      if (total > fileLimit) throw new HttpProblem(413, 'Payload Too Large');
    }
  } finally {
    await chunks.return?.(); // a reader that stops early lets the file's stream go
  }
}
