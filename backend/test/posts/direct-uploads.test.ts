import { expect } from 'chai';
import sharp from 'sharp';
import { MEDIA_MESSAGES, type DirectUpload, type StoredMedia } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { s3StandIn } from '../support/s3-stand-in.ts';

const BUCKET = 'catches';
const KEYS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };

/** A camera photo whose EXIF says where it was taken. */
const cameraPhoto = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'FishCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 5/1 0/1' } })
    .toBuffer();
const mp4 = () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(50_000, 1)]);

/** What a browser does with the signed form: every field, then the file last. */
async function postForm(offer: DirectUpload, bytes: Buffer, type: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(offer.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }));
  return (await fetch(offer.url, { method: 'POST', body: form })).status;
}

describe('posts: photos and videos uploaded straight to the S3 bucket', () => {
  let s3: Awaited<ReturnType<typeof s3StandIn>>;
  let app: TestApp;
  let rosa: Angler;
  let finn: Angler;

  before(async function () {
    this.timeout(60_000);
    s3 = await s3StandIn({ bucket: BUCKET, ...KEYS });
    app = await startTestApp({
      env: {
        MEDIA_S3_BUCKET: BUCKET,
        MEDIA_S3_ENDPOINT: s3.url,
        MEDIA_S3_ACCESS_KEY_ID: KEYS.accessKeyId,
        MEDIA_S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      },
    });
    [rosa, finn] = await Promise.all([anAngler(app, 'Rosa Rivers'), anAngler(app, 'Finn Follower')]);
  });
  after(async () => {
    await app?.close();
    await s3?.close();
  });

  const offer = async (angler: Angler, body: { kind: 'image' | 'video'; contentType: string; size: number }) => {
    const res = await angler.send<DirectUpload>('POST', '/api/media/direct', body);
    expect(res.status, res.text).to.equal(201);
    return res.json;
  };

  it('stores a photo sent to the bucket as every photo: re-encoded without its EXIF, with a thumbnail, the pending upload gone', async () => {
    const photo = await cameraPhoto();
    const form = await offer(rosa, { kind: 'image', contentType: 'image/jpeg', size: photo.length });
    expect(form.url).to.equal(`${s3.url}/${BUCKET}`);
    expect(await postForm(form, photo, 'image/jpeg')).to.equal(204);
    const res = await rosa.send<StoredMedia>('POST', `/api/media/direct/${form.id}`);
    expect(res.status, res.text).to.equal(201);
    expect(res.json.kind).to.equal('image');
    const stored = s3.objects.get(res.json.url.slice(`${s3.url}/${BUCKET}/`.length))!;
    expect(stored.contentType).to.equal('image/webp');
    expect((await sharp(stored.bytes).metadata()).exif).to.equal(undefined);
    expect(res.json.thumbnailUrl).to.match(/\.thumb\.webp$/);
    expect([...s3.objects.keys()].filter((k) => k.startsWith('uploads/'))).to.deep.equal([]);
    // The stored photo may go on a catch like any other.
    const share = await rosa.send('POST', '/api/posts', {
      type: 'catch',
      privacy: 'public',
      description: null,
      imageUrl: res.json.url,
      location: null,
      latitude: null,
      longitude: null,
      catchDetails: { species: 'walleye', weight: null, length: null, method: null },
    });
    expect(share.status, share.text).to.equal(201);
  });

  it('copies a video to its final key with its real type and immutable caching', async () => {
    const video = mp4();
    const form = await offer(rosa, { kind: 'video', contentType: 'video/mp4', size: video.length });
    expect(await postForm(form, video, 'video/mp4')).to.equal(204);
    const res = await rosa.send<StoredMedia>('POST', `/api/media/direct/${form.id}`);
    expect(res.status, res.text).to.equal(201);
    expect(res.json).to.include({ kind: 'video', thumbnailUrl: null });
    expect(res.json.url).to.match(/\/videos\/[0-9a-f]{2}\/[0-9a-f-]{36}\.mp4$/);
    const stored = s3.objects.get(res.json.url.slice(`${s3.url}/${BUCKET}/`.length))!;
    expect(stored).to.include({ contentType: 'video/mp4', cacheControl: 'public, max-age=31536000, immutable' });
    expect(stored.bytes.equals(video)).to.equal(true);
  });

  it("refuses a file over its kind's limit with the spec's message before anything is sent", async () => {
    const photo = await rosa.send<{ message: string }>('POST', '/api/media/direct', {
      kind: 'image',
      contentType: 'image/png',
      size: 5 * 1024 * 1024 + 1,
    });
    expect(photo.status).to.equal(413);
    expect(photo.json.message).to.equal(MEDIA_MESSAGES.imageTooLarge);
    const video = await rosa.send<{ message: string }>('POST', '/api/media/direct', {
      kind: 'video',
      contentType: 'video/mp4',
      size: 21 * 1024 * 1024,
    });
    expect(video.status).to.equal(413);
    expect(video.json.message).to.equal(MEDIA_MESSAGES.videoTooLarge);
  });

  it('is refused by the bucket when the file is larger than the limit or of another type than signed', async () => {
    const form = await offer(rosa, { kind: 'image', contentType: 'image/jpeg', size: 1000 });
    expect(await postForm(form, Buffer.alloc(5 * 1024 * 1024 + 1, 0xff), 'image/jpeg')).to.equal(400);
    const retyped = { ...form, fields: { ...form.fields, 'Content-Type': 'text/html' } };
    expect(await postForm(retyped, await cameraPhoto(), 'text/html')).to.equal(403);
    expect((await rosa.send('POST', `/api/media/direct/${form.id}`)).status).to.equal(404);
  });

  it("refuses what is not a photo by its content with the spec's message, and removes it from the bucket", async () => {
    const text = Buffer.from('<html>not a photo</html>');
    const form = await offer(rosa, { kind: 'image', contentType: 'image/png', size: text.length });
    expect(await postForm(form, text, 'image/png')).to.equal(204);
    const res = await rosa.send<{ message: string }>('POST', `/api/media/direct/${form.id}`);
    expect(res.status).to.equal(422);
    expect(res.json.message).to.equal(MEDIA_MESSAGES.notAnImage);
    expect([...s3.objects.keys()].filter((k) => k.startsWith('uploads/'))).to.deep.equal([]);
  });

  it("lets only the angler who uploaded confirm it: anyone else's confirm is a 404 and changes nothing", async () => {
    const photo = await cameraPhoto();
    const form = await offer(rosa, { kind: 'image', contentType: 'image/jpeg', size: photo.length });
    expect(await postForm(form, photo, 'image/jpeg')).to.equal(204);
    const res = await finn.send<{ message: string }>('POST', `/api/media/direct/${form.id}`);
    expect(res.status).to.equal(404);
    expect(res.json.message).to.equal('Upload not found');
    expect((await rosa.send('POST', `/api/media/direct/${form.id}`)).status).to.equal(201);
  });

  it('asks for a well-formed request (400) and a signed-in angler (401)', async () => {
    expect((await rosa.send('POST', '/api/media/direct', { kind: 'audio', contentType: 'audio/mp3', size: 10 })).status).to.equal(400);
    expect((await rosa.send('POST', '/api/media/direct/not-an-id')).status).to.equal(400);
    expect((await fetch(`${app.url}/api/media/direct`, { method: 'POST' })).status).to.equal(401);
  });
});

describe('posts: direct uploads when media are on local disk', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app?.close());

  it('answers 404 and points at the streamed upload', async () => {
    const rosa = await anAngler(app, 'Rosa Rivers');
    const res = await rosa.send<{ message: string }>('POST', '/api/media/direct', { kind: 'image', contentType: 'image/jpeg', size: 100 });
    expect(res.status).to.equal(404);
    expect(res.json.message).to.equal('Direct uploads need S3 storage: upload the file to /api/media');
  });
});
