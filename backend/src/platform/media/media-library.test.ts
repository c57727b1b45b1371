import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import sharp from 'sharp';
import { MEDIA_MESSAGES } from '@tightlines/contracts';
import { MediaLibrary } from './media-library.ts';
import { LocalDiskStorage } from './local-disk.storage.ts';
import { ImageTooLarge, NotAVideo, NotAnImage } from './media.errors.ts';
import { TooLarge, RuleViolated } from '../../shared/kernel/domain-errors.ts';

const dataUrl = (type: string, bytes: Uint8Array) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

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

  it('makes a small square thumbnail for grids, found again from the photo URL', async () => {
    const stored = await media.storeImage(await cameraPhoto());
    const thumb = await sharp(read(stored.thumbnailUrl)).metadata();
    expect([thumb.format, thumb.width, thumb.height]).to.deep.equal(['webp', 400, 400]);
    expect(media.thumbnailOf(stored.url)).to.equal(stored.thumbnailUrl);
    expect(media.thumbnailOf('https://example.com/pike.jpg')).to.equal(null);
  });

  it('judges the type by content, not by what the upload claims', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } }).png().toBuffer();
    expect((await media.storeDataUrl(dataUrl('image/gif', png))).kind).to.equal('image');
    const text = Buffer.from('just some text pretending to be a picture');
    await expectFailure(media.storeDataUrl(dataUrl('image/jpeg', text)), NotAnImage, MEDIA_MESSAGES.notAnImage);
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
    const stored = await media.storeDataUrl(dataUrl('video/mp4', mp4));
    expect(stored).to.include({ kind: 'video', thumbnailUrl: null });
    expect(stored.url).to.match(/^\/media\/videos\/.+\.mp4$/);
    expect(read(stored.url).equals(mp4)).to.equal(true);
    const notVideo = await expectFailure(media.storeDataUrl(dataUrl('video/mp4', randomBytes(64))), NotAVideo, MEDIA_MESSAGES.notAVideo);
    expect(notVideo).to.be.instanceOf(RuleViolated);
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
