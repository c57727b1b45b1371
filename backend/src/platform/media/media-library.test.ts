import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import sharp from 'sharp';
import { MEDIA_MESSAGES } from '@tightlines/contracts';
import { MediaLibrary } from './media-library.ts';
import { LocalDiskStorage } from './local-disk.storage.ts';
import { ImageTooLarge, NotAVideo, NotAnImage, VideoTooLarge } from './media.errors.ts';
import { TooLarge, RuleViolated } from '../../shared/kernel/domain-errors.ts';

const dataUrl = (type: string, bytes: Uint8Array) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** An upload as it streams in: the bytes in small chunks, and the type its sender declared. */
const upload = (declaredType: string, bytes: Uint8Array, chunkSize = 1000) => ({
  declaredType,
  bytes: (async function* () {
    for (let at = 0; at < bytes.length; at += chunkSize) yield bytes.subarray(at, at + chunkSize);
  })(),
});

/** A camera photo: landscape pixels, EXIF says "rotate 90°" and where it was taken. */
const cameraPhoto = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'FishCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 5/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

describe('platform: media store (local disk)', () => {
  let dir: string;
  let media: MediaLibrary;
  const read = (url: string) => fs.readFileSync(path.join(dir, url.replace(/^\/media\//, '')));

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-media-unit-'));
    media = new MediaLibrary(new LocalDiskStorage(dir));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('strips EXIF, GPS position included, and keeps the photo upright', async () => {
    const original = await cameraPhoto();
    expect((await sharp(original).metadata()).exif, 'the test photo carries EXIF').to.be.instanceOf(Buffer);
    const stored = await media.storeImage(dataUrl('image/jpeg', original));
    expect(stored.url).to.match(/^\/media\/photos\/[0-9a-f]{2}\/[0-9a-f-]{36}\.webp$/);
    const meta = await sharp(read(stored.url)).metadata();
    expect(meta.exif).to.equal(undefined);
    expect(meta.orientation ?? 1).to.equal(1);
    expect([meta.format, meta.width, meta.height]).to.deep.equal(['webp', 600, 800]);
  });

  it('names stored media with nothing from the file, its place or its time: a fresh random (version 4) id each time', async () => {
    const uuid4 = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
    const fromTahoe = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'FishCam', DateTime: '2026:06:10 08:45:00' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 5/1 48/1', GPSLongitudeRef: 'W', GPSLongitude: '120/1 1/1 56/1' },
      })
      .toBuffer();
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), randomBytes(64)]);
    const [first, again, evidence, video] = [
      await media.storeImage(fromTahoe),
      await media.storeImage(fromTahoe),
      await media.storeEvidencePhoto(fromTahoe),
      await media.storeUpload(upload('video/mp4', mp4)),
    ];
    for (const stored of [first, again, evidence]) {
      expect(stored.url).to.match(new RegExp(`^/media/photos/[0-9a-f]{2}/${uuid4}\\.webp$`));
      expect(stored.thumbnailUrl).to.match(new RegExp(`^/media/photos/[0-9a-f]{2}/${uuid4}\\.thumb\\.webp$`));
    }
    expect(video.url).to.match(new RegExp(`^/media/videos/[0-9a-f]{2}/${uuid4}\\.mp4$`));
    // The same picture twice gets two names: nothing in a name follows from what the photo shows or says.
    expect(new Set([first.url, again.url, evidence.url]).size).to.equal(3);
    const kept = new RegExp(`^(photos|videos)(/[0-9a-f]{2}(/${uuid4}(\\.thumb)?\\.(webp|mp4))?)?$`);
    expect(
      fs
        .readdirSync(dir, { recursive: true })
        .map((f) => String(f).split(path.sep).join('/'))
        .filter((f) => !kept.test(f)),
    ).to.deep.equal([]);
  });

  it('makes a small square thumbnail for grids, found again from the photo URL', async () => {
    const stored = await media.storeImage(await cameraPhoto());
    const thumb = await sharp(read(stored.thumbnailUrl)).metadata();
    expect([thumb.format, thumb.width, thumb.height]).to.deep.equal(['webp', 400, 400]);
    expect(media.thumbnailOf(stored.url)).to.equal(stored.thumbnailUrl);
    expect(media.thumbnailOf('https://example.com/pike.jpg')).to.equal(null);
  });

  it('judges the type by content, not by what the upload claims', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    expect((await media.storeUpload(upload('image/gif', png))).kind).to.equal('image');
    const text = Buffer.from('just some text pretending to be a picture');
    await expectFailure(media.storeUpload(upload('image/jpeg', text)), NotAnImage, MEDIA_MESSAGES.notAnImage);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expectFailure(media.storeImage(svg), NotAnImage, MEDIA_MESSAGES.notAnImage);
    const truncated = (await cameraPhoto()).subarray(0, 400);
    await expectFailure(media.storeImage(truncated), NotAnImage, MEDIA_MESSAGES.notAnImage);
    expect(fs.readdirSync(dir), 'nothing stored').to.deep.equal(['photos']);
  });

  it('refuses photos over 5 MB with the spec message', async () => {
    const six = randomBytes(6 * 1024 * 1024);
    const error = await expectFailure(media.storeImage(dataUrl('image/png', six)), ImageTooLarge, MEDIA_MESSAGES.imageTooLarge);
    expect(error).to.be.instanceOf(TooLarge);
  });

  it('keeps videos as they came, when they really are MP4 or WebM', async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), randomBytes(64)]);
    const stored = await media.storeUpload(upload('video/mp4', mp4, 7));
    expect(stored).to.include({ kind: 'video', thumbnailUrl: null });
    expect(stored.url).to.match(/^\/media\/videos\/.+\.mp4$/);
    expect(read(stored.url).equals(mp4)).to.equal(true);
    const notVideo = await expectFailure(media.storeUpload(upload('video/mp4', randomBytes(64))), NotAVideo, MEDIA_MESSAGES.notAVideo);
    expect(notVideo).to.be.instanceOf(RuleViolated);
  });

  it('takes a HEIC/AVIF box for a photo, not a video', async () => {
    const avifHead = Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypavif'), randomBytes(64)]);
    await expectFailure(media.storeUpload(upload('video/mp4', avifHead)), NotAnImage, MEDIA_MESSAGES.notAnImage);
  });

  it('refuses an upload as soon as it passes its limit, reading no further, and keeps nothing', async () => {
    let pulled = 0;
    const endless = async function* (head: Uint8Array) {
      yield head;
      for (;;) {
        pulled += 64 * 1024;
        yield Buffer.alloc(64 * 1024);
      }
    };
    const jpegHead = (await cameraPhoto()).subarray(0, 64);
    await expectFailure(
      media.storeUpload({ declaredType: 'image/jpeg', bytes: endless(jpegHead) }),
      ImageTooLarge,
      MEDIA_MESSAGES.imageTooLarge,
    );
    expect(pulled, 'read up to the 5 MB limit, then stopped').to.be.within(5 * 1024 * 1024, 5 * 1024 * 1024 + 64 * 1024);
    pulled = 0;
    const spool = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-spool-'));
    const spooling = new MediaLibrary(new LocalDiskStorage(dir), spool);
    const webmHead = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81]);
    await expectFailure(
      spooling.storeUpload({ declaredType: 'video/webm', bytes: endless(webmHead) }),
      VideoTooLarge,
      MEDIA_MESSAGES.videoTooLarge,
    );
    expect(pulled).to.be.within(20 * 1024 * 1024 - 64 * 1024, 20 * 1024 * 1024 + 64 * 1024);
    expect(fs.readdirSync(spool), 'the spooled part is gone').to.deep.equal([]);
    expect(fs.readdirSync(dir), 'nothing stored').to.deep.equal([]);
    fs.rmSync(spool, { recursive: true, force: true });
  });

  it('refuses a file that is neither photo nor video from its first bytes, before reading the rest', async () => {
    let pulled = 0;
    const text = async function* () {
      yield Buffer.from('just some text pretending to be a picture');
      for (;;) {
        pulled++;
        yield Buffer.alloc(1024);
      }
    };
    await expectFailure(media.storeUpload({ declaredType: 'image/jpeg', bytes: text() }), NotAnImage, MEDIA_MESSAGES.notAnImage);
    expect(pulled).to.equal(0);
  });
});

async function expectFailure(promise: Promise<unknown>, kind: new (...args: never[]) => Error, message: string) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).to.be.instanceOf(kind);
  expect((error as Error).message).to.equal(message);
  return error;
}
