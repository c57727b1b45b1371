import type { MediaConfig } from '../config/config.ts';
import type { MediaStore } from './media-store.ts';
import { MediaLibrary } from './media-library.ts';
import { LocalDiskStorage } from './local-disk.storage.ts';
import { S3Storage } from './s3.storage.ts';
import { NoDirectUploads, type DirectUploads } from './direct-uploads.ts';
import { S3DirectUploads } from './s3-direct-uploads.ts';

/** Local disk unless an S3 bucket is configured (MEDIA_S3_BUCKET); direct uploads to the bucket only then. */
export function createMediaStore(config: MediaConfig): { store: MediaStore; directUploads: DirectUploads } {
  if (config.mode !== 's3') return { store: new MediaLibrary(new LocalDiskStorage(config.dir)), directUploads: new NoDirectUploads() };
  const storage = new S3Storage(config);
  const store = new MediaLibrary(storage);
  return { store, directUploads: new S3DirectUploads(config, store, storage) };
}
