import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { S3Storage } from './s3.storage.ts';
import { loadConfig } from '../config/config.ts';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A stand-in S3 endpoint that records what the adapter sends (the wire format is the contract here). */
async function recordingEndpoint() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(200, { ETag: '"abc"' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('platform: media store (S3-compatible)', () => {
  it('PUTs the object path-style, signed, with its type and immutable caching, and answers its public URL', async () => {
    const endpoint = await recordingEndpoint();
    try {
      const config = loadConfig({
        MEDIA_S3_BUCKET: 'catches',
        MEDIA_S3_ENDPOINT: endpoint.url,
        MEDIA_S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
      });
      if (config.media.mode !== 's3') throw new Error('expected S3 media configuration');
      const storage = new S3Storage(config.media);
      const url = await storage.put('photos/ab/x.webp', Buffer.from('pixels'), 'image/webp');

      expect(url).to.equal(`${endpoint.url}/catches/photos/ab/x.webp`);
      expect(storage.keyOf(url)).to.equal('photos/ab/x.webp');
      const [put] = endpoint.received;
      expect(put!.method).to.equal('PUT');
      expect(new URL(put!.url, endpoint.url).pathname).to.equal('/catches/photos/ab/x.webp');
      expect(put!.headers['content-type']).to.equal('image/webp');
      expect(put!.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
      expect(put!.headers.authorization).to.match(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request/);
      expect(put!.body.toString()).to.equal('pixels');
    } finally {
      await endpoint.close();
    }
  });

  it('PUTs a spooled file (an uploaded video) streamed from disk, with its length, type and caching', async () => {
    const endpoint = await recordingEndpoint();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-s3-spool-'));
    try {
      const config = loadConfig({
        MEDIA_S3_BUCKET: 'catches',
        MEDIA_S3_ENDPOINT: endpoint.url,
        MEDIA_S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
      });
      if (config.media.mode !== 's3') throw new Error('expected S3 media configuration');
      const video = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(300_000, 7)]);
      const spooled = path.join(dir, 'video.webm');
      fs.writeFileSync(spooled, video);
      const url = await new S3Storage(config.media).putFile('videos/ab/x.webm', spooled, 'video/webm');
      expect(url).to.equal(`${endpoint.url}/catches/videos/ab/x.webm`);
      const [put] = endpoint.received;
      expect(put!.method).to.equal('PUT');
      expect(put!.headers['content-length']).to.equal(String(video.length));
      expect(put!.headers['content-type']).to.equal('video/webm');
      expect(put!.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
      expect(put!.body.equals(video)).to.equal(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await endpoint.close();
    }
  });

  it('serves objects from a CDN when MEDIA_PUBLIC_URL says so, and from AWS virtual-hosted URLs by default', () => {
    const cdn = loadConfig({ MEDIA_S3_BUCKET: 'catches', MEDIA_PUBLIC_URL: 'https://cdn.example.com/m/' }).media;
    expect(cdn).to.include({ mode: 's3', publicUrl: 'https://cdn.example.com/m', forcePathStyle: false });
    const aws = loadConfig({ MEDIA_S3_BUCKET: 'catches', MEDIA_S3_REGION: 'eu-west-1' }).media;
    expect(aws).to.include({ publicUrl: 'https://catches.s3.eu-west-1.amazonaws.com' });
    expect(loadConfig({}).media.mode).to.equal('local');
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'b', MEDIA_S3_ACCESS_KEY_ID: 'only-one' })).to.throw(/give both or neither/);
  });
});
