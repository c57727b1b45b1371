import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { StoredMedia } from '@tightlines/contracts';
import type { MediaStore, StoredEvidencePhoto, StoredImage } from './media-store.ts';
import { readPhotoEvidence } from './photo-evidence.ts';
import type { ObjectStorage } from './object-storage.ts';
import { decodeDataUrl } from './data-url.ts';
import { IncomingBytes, type IncomingFile } from './incoming-file.ts';
import { processPhoto } from './photo-processing.ts';
import { isPhotoHead, SNIFF_BYTES } from './image-sniffing.ts';
import { videoTypeOf } from './video-sniffing.ts';
import { IMAGE_MAX_BYTES, ImageTooLarge, NotAVideo, NotAnImage, VIDEO_MAX_BYTES, VideoTooLarge } from './media.errors.ts';

const PHOTO_KEY = /^photos\/[0-9a-f]{2}\/[0-9a-f-]{36}\.webp$/;

/**
 * The MediaStore: checks and cleans what anglers upload, then hands it to an ObjectStorage (local disk
 * or S3-compatible). Keys are random and never reused, so stored files are immutable.
 */
export class MediaLibrary implements MediaStore {
  /** `spoolDir`: where a video waits, as it arrives, until it is whole and handed to the storage. */
  constructor(
    private readonly storage: ObjectStorage,
    private readonly spoolDir: string = os.tmpdir(),
  ) {}

  async storeUpload(file: IncomingFile): Promise<StoredMedia> {
    const incoming = new IncomingBytes(file.bytes);
    try {
      const head = await incoming.peek(SNIFF_BYTES);
      const video = videoTypeOf(head);
      if (video) return { kind: 'video', url: await this.#spoolVideo(incoming, video), thumbnailUrl: null };
      if (isPhotoHead(head)) {
        // A photo is small by rule: held in memory (at most 5 MB), then treated like every photo.
        const bytes = await incoming.collect(IMAGE_MAX_BYTES, () => new ImageTooLarge());
        return { kind: 'image', ...(await this.storeImage(bytes)) };
      }
      throw file.declaredType.toLowerCase().startsWith('video/') ? new NotAVideo() : new NotAnImage();
    } finally {
      await incoming.close();
    }
  }

  async storeImage(input: string | Uint8Array): Promise<StoredImage> {
    const bytes = typeof input === 'string' ? decodeDataUrl(input).bytes : input;
    if (bytes.length > IMAGE_MAX_BYTES) throw new ImageTooLarge();
    if (bytes.length === 0) throw new NotAnImage();
    const photo = await processPhoto(bytes);
    const id = randomUUID();
    const key = `photos/${id.slice(0, 2)}/${id}.webp`;
    const [url, thumbnailUrl] = await Promise.all([
      this.storage.put(key, photo.image, photo.contentType),
      this.storage.put(thumbnailKey(key), photo.thumbnail, photo.contentType),
    ]);
    return { url, thumbnailUrl };
  }

  /** Evidence is read from the original bytes (once stored, the metadata is gone), then the photo is stored as any other. */
  async storeEvidencePhoto(input: string | Uint8Array): Promise<StoredEvidencePhoto> {
    const bytes = typeof input === 'string' ? decodeDataUrl(input).bytes : input;
    const stored = await this.storeImage(bytes); // checks type and size first
    return { ...stored, ...(await readPhotoEvidence(bytes)) };
  }

  async remove(urls: readonly (string | null | undefined)[]): Promise<void> {
    const keys = new Set<string>();
    for (const url of urls) {
      const key = url ? this.storage.keyOf(url) : null;
      if (!key) continue;
      keys.add(key);
      if (PHOTO_KEY.test(key)) keys.add(thumbnailKey(key));
    }
    for (const key of keys) await this.storage.remove(key);
  }

  thumbnailOf(imageUrl: string): string | null {
    const key = this.storage.keyOf(imageUrl);
    return key && PHOTO_KEY.test(key) ? this.storage.urlOf(thumbnailKey(key)) : null;
  }

  /** Written to a spool file as it arrives (never whole in memory), then stored from there; the spool is always removed. */
  async #spoolVideo(incoming: IncomingBytes, type: { contentType: string; extension: string }): Promise<string> {
    const dir = await fs.mkdtemp(path.join(this.spoolDir, 'tightlines-upload-'));
    try {
      const spooled = path.join(dir, `video.${type.extension}`);
      await pipeline(
        incoming.chunks(VIDEO_MAX_BYTES, () => new VideoTooLarge()),
        createWriteStream(spooled),
      );
      const id = randomUUID();
      return await this.storage.putFile(`videos/${id.slice(0, 2)}/${id}.${type.extension}`, spooled, type.contentType);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }
}

const thumbnailKey = (photoKey: string) => photoKey.replace(/\.webp$/, '.thumb.webp');
