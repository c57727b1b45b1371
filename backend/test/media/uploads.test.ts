import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import sharp from 'sharp';
import { MEDIA_MESSAGES, StoredMedia } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';
import { aTinyWebmVideo } from './tiny-video.ts';

const MB = 1024 * 1024;

/** A camera photo: EXIF with where it was taken (anglers guard their spots). */
const aCameraPhoto = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#1d4e89' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'FishCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 5/1 0/1' } })
    .toBuffer();

/** What the share dialog sends: one file in the multipart field `file`, as the browser's FormData does it. */
async function uploadFile(angler: Angler, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await angler.request('/api/media', { method: 'POST', body: form });
  const text = await res.text();
  return { status: res.status, text, json: JSON.parse(text) as StoredMedia & { message: string; code: string } };
}

/** Every file under a directory, recursively (what the app has stored). */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()) : [];
/** Videos being received wait in spool directories under the system's temporary directory. */
const spools = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('tightlines-upload-'));

interface EarlyAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { message: string; code: string };
  /** Bytes of the request body written when the answer came, and the whole body's length. */
  sentWhenAnswered: number;
  total: number;
  /** Whether the server closed the connection while the client still had the rest of its body to send. */
  closedBeforeTheEnd: Promise<boolean>;
}

/**
 * Starts a multipart upload of a `size`-byte file (its first bytes `head`, the rest zeros) over a raw
 * connection and sends only its first `sendFirst` bytes — past the limit, short of the end — then
 * waits: a server that answers now has decided without the rest of the body.
 */
function uploadCutShort(
  app: TestApp,
  angler: Angler,
  file: { head: Buffer; size: number; name: string; type: string },
  sendFirst: number,
): Promise<EarlyAnswer> {
  const boundary = `----tightlines${Math.random().toString(16).slice(2)}`;
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`);
  const total = preamble.length + file.size + epilogue.length;
  const url = new URL('/api/media', app.url);
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(total),
        cookie: angler.cookieHeader('/api/media'),
      },
    });
    let sent = 0;
    let answered = false;
    const closedBeforeTheEnd = new Promise<boolean>((settle) => {
      req.on('close', () => settle(sent < total));
      setTimeout(() => settle(false), 10_000).unref();
    });
    req.on('error', () => {}); // the server closing on the rest of our body is what we expect
    req.on('response', (res) => {
      answered = true;
      const sentWhenAnswered = sent;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(text), sentWhenAnswered, total, closedBeforeTheEnd });
        } catch (error) {
          reject(error);
        }
      });
    });
    setTimeout(() => !answered && reject(new Error(`no answer after ${sent} of ${total} bytes`)), 15_000).unref();
    const chunk = Buffer.alloc(64 * 1024);
    const write = () => {
      while (sent < sendFirst && !answered) {
        let piece: Buffer;
        if (sent === 0) piece = Buffer.concat([preamble, file.head]);
        else piece = chunk.subarray(0, Math.min(chunk.length, sendFirst - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', write);
      }
      // `sendFirst` bytes are out: the rest is held back until the server has answered.
    };
    write();
  });
}

describe('media: streamed multipart uploads', function () {
  this.timeout(60_000);
  let app: TestApp;
  let rosa: Angler;
  let mediaDir: string;

  before(async () => {
    app = await startTestApp();
    rosa = await anAngler(app, 'Rosa Rivers');
    if (app.config.media.mode !== 'local') throw new Error('expected local media');
    mediaDir = app.config.media.dir;
  });
  after(() => app?.close());

  it('stores a photo sent as multipart without its EXIF (GPS included), with a thumbnail for grids', async () => {
    const photo = await aCameraPhoto();
    expect((await sharp(photo).metadata()).exif, 'the test photo carries EXIF').to.be.instanceOf(Buffer);
    const res = await uploadFile(rosa, photo, 'pike.jpg', 'image/jpeg');
    expect(res.status, res.text).to.equal(201);
    expect(StoredMedia.parse(res.json)).to.include({ kind: 'image' });
    const served = await rosa.request(res.json.url);
    expect(served.headers.get('content-type')).to.equal('image/webp');
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(stored.exif).to.equal(undefined);
    expect([stored.width, stored.height]).to.deep.equal([1200, 900]);
    const thumb = await sharp(Buffer.from(await (await rosa.request(res.json.thumbnailUrl!)).arrayBuffer())).metadata();
    expect([thumb.width, thumb.height]).to.deep.equal([400, 400]);
    const post = await aCatch().withPhoto(res.json.url).by(rosa);
    expect(post.thumbnailUrl).to.equal(res.json.thumbnailUrl);
  });

  it('stores a real video as it came, whatever type the browser declared', async () => {
    const video = await aTinyWebmVideo();
    const res = await uploadFile(rosa, video, 'dusk-bite.webm', 'application/octet-stream');
    expect(res.status, res.text).to.equal(201);
    expect(res.json).to.include({ kind: 'video', thumbnailUrl: null });
    expect(res.json.url).to.match(/^\/media\/videos\/[0-9a-f]{2}\/[0-9a-f-]{36}\.webm$/);
    const served = await rosa.request(res.json.url);
    expect(served.headers.get('content-type')).to.match(/^video\/webm/);
    expect(Buffer.from(await served.arrayBuffer()).equals(video)).to.equal(true);
    expect(spools(), 'the spooled video is gone').to.deep.equal([]);
  });

  it("refuses a text file named .jpg with the spec's message, and stores nothing", async () => {
    const before = filesUnder(mediaDir);
    const res = await uploadFile(rosa, Buffer.from('Gone fishing. Back at dusk.\n'.repeat(50)), 'trophy.jpg', 'image/jpeg');
    expect(res.status).to.equal(422);
    expect(res.json.message).to.equal(MEDIA_MESSAGES.notAnImage);
    const asVideo = await uploadFile(rosa, Buffer.from('not a video at all'), 'trophy.mp4', 'video/mp4');
    expect([asVideo.status, asVideo.json.message]).to.deep.equal([422, MEDIA_MESSAGES.notAVideo]);
    expect(filesUnder(mediaDir)).to.deep.equal(before);
  });

  it("refuses a 6 MB photo with 413 and the spec's message as soon as it passes 5 MB, without reading the rest", async () => {
    const before = filesUnder(mediaDir);
    const head = (await aCameraPhoto()).subarray(0, 2048);
    const answer = await uploadCutShort(app, rosa, { head, size: 6 * MB, name: 'huge.jpg', type: 'image/jpeg' }, 5 * MB + 256 * 1024);
    expect(answer.status).to.equal(413);
    expect(answer.body).to.deep.equal({ message: MEDIA_MESSAGES.imageTooLarge, code: 'IMAGE_TOO_LARGE' });
    expect(answer.sentWhenAnswered, 'answered before the client had sent it all').to.be.lessThan(answer.total);
    expect(answer.headers.connection).to.equal('close');
    expect(await answer.closedBeforeTheEnd, 'the server closed the connection instead of reading on').to.equal(true);
    expect(filesUnder(mediaDir)).to.deep.equal(before);
  });

  it("refuses a 21 MB video with 413 and the spec's message as soon as it passes 20 MB; nothing kept, spool included", async () => {
    const before = filesUnder(mediaDir);
    const head = (await aTinyWebmVideo()).subarray(0, 64);
    const answer = await uploadCutShort(
      app,
      rosa,
      { head, size: 21 * MB, name: 'long-fight.webm', type: 'video/webm' },
      20 * MB + 256 * 1024,
    );
    expect(answer.status).to.equal(413);
    expect(answer.body).to.deep.equal({ message: MEDIA_MESSAGES.videoTooLarge, code: 'VIDEO_TOO_LARGE' });
    expect(answer.sentWhenAnswered).to.be.lessThan(answer.total);
    expect(await answer.closedBeforeTheEnd).to.equal(true);
    expect(filesUnder(mediaDir)).to.deep.equal(before);
    expect(spools()).to.deep.equal([]);
  });

  it('refuses a file that is neither photo nor video from its first bytes, long before its end', async () => {
    const answer = await uploadCutShort(
      app,
      rosa,
      { head: Buffer.from('%PDF-1.7\n'), size: 4 * MB, name: 'map.jpg', type: 'image/jpeg' },
      64 * 1024,
    );
    expect([answer.status, answer.body.message]).to.deep.equal([422, MEDIA_MESSAGES.notAnImage]);
    expect(answer.sentWhenAnswered).to.be.lessThan(128 * 1024);
  });

  it('needs a signed-in angler, a multipart body and a field named file', async () => {
    const form = new FormData();
    form.append('file', new Blob([await aCameraPhoto()], { type: 'image/jpeg' }), 'pike.jpg');
    const visitor = await fetch(`${app.url}/api/media`, { method: 'POST', body: form });
    expect(visitor.status).to.equal(401);
    const json = await rosa.send<{ message: string }>('POST', '/api/media', { dataUrl: 'data:image/png;base64,AA==' });
    expect(json.status).to.equal(415);
    expect(json.json.message).to.equal('Send the file as multipart/form-data, in one field named file');
    const wrongField = new FormData();
    wrongField.append('photo', new Blob([await aCameraPhoto()], { type: 'image/jpeg' }), 'pike.jpg');
    const res = await rosa.request('/api/media', { method: 'POST', body: wrongField });
    expect(res.status).to.equal(400);
    expect(((await res.json()) as { message: string }).message).to.equal('No file: send one in a multipart field named file');
  });
});
