import type { MediaConfig } from '../config/config.ts';
import type { MediaStore } from './media-store.ts';
import { MediaLibrary } from './media-library.ts';
import { LocalDiskStorage } from './local-disk.storage.ts';
import { S3Storage } from './s3.storage.ts';

/** Local disk unless an S3 bucket is configured (MEDIA_S3_BUCKET). */
export function createMediaStore(config: MediaConfig): MediaStore {
  return new MediaLibrary(config.mode === 's3' ? new S3Storage(config) : new LocalDiskStorage(config.dir));
}
