import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import busboy from 'busboy';

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
  cacheControl?: string;
}

/**
 * An S3-compatible endpoint in memory, path-style, for the direct-upload tests: browser POST uploads
 * checked as S3 checks them (the policy's SigV4 signature, its expiry, and every condition — bucket,
 * key, exact Content-Type, content-length-range — refused with 403/400 otherwise), and the calls the
 * API makes afterwards (HEAD, ranged GET, PUT and copy, DELETE; those are not signature-checked).
 * No maintained S3 server runs on Node here without Docker (s3rver's last release is from 2024 and does
 * not check POST policies), so this one holds exactly what our flow depends on.
 */
export async function s3StandIn(options: { bucket: string; accessKeyId: string; secretAccessKey: string; region?: string }) {
  const objects = new Map<string, StoredObject>();
  const region = options.region ?? 'us-east-1';
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://s3');
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const answer = (status: number, body = '', headers: Record<string, string> = {}) => res.writeHead(status, headers).end(body);
    if (bucket !== options.bucket) return answer(404, '<Error><Code>NoSuchBucket</Code></Error>');
    if (req.method === 'POST' && !key) return void acceptForm(req, options, region, objects, answer);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const object = objects.get(key);
      switch (req.method) {
        case 'HEAD':
          return object
            ? answer(200, '', { 'content-length': String(object.bytes.length), 'content-type': object.contentType })
            : answer(404);
        case 'GET': {
          if (!object) return answer(404, '<Error><Code>NoSuchKey</Code></Error>');
          const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
          if (!range) return answer(200, object.bytes as unknown as string, { 'content-type': object.contentType });
          const part = object.bytes.subarray(Number(range[1]), Number(range[2]) + 1);
          return res
            .writeHead(206, {
              'content-type': object.contentType,
              'content-range': `bytes ${range[1]}-${Number(range[1]) + part.length - 1}/${object.bytes.length}`,
            })
            .end(part);
        }
        case 'PUT': {
          const source = req.headers['x-amz-copy-source'];
          if (source) {
            const from = objects.get(decodeURIComponent(String(source)).replace(/^\/?[^/]+\//, ''));
            if (!from) return answer(404, '<Error><Code>NoSuchKey</Code></Error>');
            objects.set(key, {
              bytes: from.bytes,
              contentType: String(req.headers['content-type']),
              cacheControl: req.headers['cache-control'],
            });
            return answer(
              200,
              '<CopyObjectResult><ETag>"c"</ETag><LastModified>2026-11-23T00:00:00.000Z</LastModified></CopyObjectResult>',
            );
          }
          objects.set(key, {
            bytes: Buffer.concat(chunks),
            contentType: String(req.headers['content-type']),
            cacheControl: req.headers['cache-control'],
          });
          return answer(200, '', { etag: '"p"' });
        }
        case 'DELETE':
          objects.delete(key);
          return answer(204);
        default:
          return answer(405);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, objects, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

type Answer = (status: number, body?: string) => void;
type Condition = Record<string, string> | [string, string | number, string | number];

/** A browser's POST upload, checked as S3 does: signature of the policy, expiry, every condition. */
function acceptForm(
  req: http.IncomingMessage,
  options: { bucket: string; secretAccessKey: string },
  region: string,
  objects: Map<string, StoredObject>,
  answer: Answer,
): void {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  const form = busboy({ headers: req.headers });
  form.on('field', (name, value) => (fields[name.toLowerCase()] = value));
  form.on('file', (_name, stream) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => (file = Buffer.concat(chunks)));
  });
  form.on('close', () => {
    const refuse = (code: string, status = 403) => answer(status, `<Error><Code>${code}</Code></Error>`);
    if (!file || !fields.policy || !fields['x-amz-signature'] || !fields['x-amz-date']) return refuse('InvalidRequest', 400);
    const date = fields['x-amz-date'].slice(0, 8);
    let signingKey: Buffer = createHmac('sha256', `AWS4${options.secretAccessKey}`).update(date).digest();
    for (const part of [region, 's3', 'aws4_request']) signingKey = createHmac('sha256', signingKey).update(part).digest();
    if (createHmac('sha256', signingKey).update(fields.policy).digest('hex') !== fields['x-amz-signature'])
      return refuse('SignatureDoesNotMatch');
    const policy = JSON.parse(Buffer.from(fields.policy, 'base64').toString()) as { expiration: string; conditions: Condition[] };
    if (Date.parse(policy.expiration) < Date.now()) return refuse('AccessDenied');
    const value = (name: string) => (name === 'bucket' ? options.bucket : fields[name.toLowerCase()]);
    for (const condition of policy.conditions) {
      if (Array.isArray(condition)) {
        const [op, a, b] = condition;
        if (op === 'content-length-range') {
          if (file.length < Number(a) || file.length > Number(b))
            return refuse(file.length > Number(b) ? 'EntityTooLarge' : 'EntityTooSmall', 400);
        } else if (op === 'eq' && value(String(a).replace(/^\$/, '')) !== b) return refuse('AccessDenied');
        else if (op === 'starts-with' && !value(String(a).replace(/^\$/, ''))?.startsWith(String(b))) return refuse('AccessDenied');
      } else {
        for (const [name, expected] of Object.entries(condition)) if (value(name) !== expected) return refuse('AccessDenied');
      }
    }
    objects.set(fields.key!, { bytes: file, contentType: fields['content-type'] ?? 'application/octet-stream' });
    answer(204);
  });
  req.pipe(form);
}
