import { randomUUID } from 'node:crypto';
import type { StoredMedia } from '@tightlines/contracts';
import type { MediaStore, StoredEvidencePhoto, StoredImage } from './media-store.ts';
import { readPhotoEvidence } from './photo-evidence.ts';
import type { ObjectStorage } from './object-storage.ts';
import { decodeDataUrl } from './data-url.ts';
import { processPhoto } from './photo-processing.ts';
import { videoTypeOf } from './video-sniffing.ts';
import { IMAGE_MAX_BYTES, ImageTooLarge, NotAVideo, NotAnImage, VIDEO_MAX_BYTES, VideoTooLarge } from './media.errors.ts';

const PHOTO_KEY = /^photos\/[0-9a-f]{2}\/[0-9a-f-]{36}\.webp$/;

/**
 * The MediaStore: checks and cleans what anglers upload, then hands it to an ObjectStorage (local disk
 * or S3-compatible). Keys are random and never reused, so stored files are immutable.
 */
export class MediaLibrary implements MediaStore {
  constructor(private readonly storage: ObjectStorage) {}

  async storeDataUrl(dataUrl: string): Promise<StoredMedia> {
    const { declaredType, bytes } = decodeDataUrl(dataUrl);
    if (declaredType.startsWith('video/')) return { kind: 'video', url: await this.#storeVideo(bytes), thumbnailUrl: null };
    return { kind: 'image', ...(await this.storeImage(bytes)) };
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

  thumbnailOf(imageUrl: string): string | null {
    const key = this.storage.keyOf(imageUrl);
    return key && PHOTO_KEY.test(key) ? this.storage.urlOf(thumbnailKey(key)) : null;
  }

  async #storeVideo(bytes: Buffer): Promise<string> {
    if (bytes.length > VIDEO_MAX_BYTES) throw new VideoTooLarge();
    const type = videoTypeOf(bytes);
    if (!type) throw new NotAVideo();
    const id = randomUUID();
    return this.storage.put(`videos/${id.slice(0, 2)}/${id}.${type.extension}`, bytes, type.contentType);
  }
}

const thumbnailKey = (photoKey: string) => photoKey.replace(/\.webp$/, '.thumb.webp');
