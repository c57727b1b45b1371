import type { StoredMedia } from '@tightlines/contracts';
import type { PhotoEvidence } from './photo-evidence.ts';
import type { IncomingFile } from './incoming-file.ts';

/** A stored photo: the re-encoded picture (no metadata) and a small square for grids. */
export interface StoredImage {
  url: string;
  thumbnailUrl: string;
}

/**
 * Where anglers' photos and videos go. Every module stores media through this port (posts for
 * catches and content, identity for profile pictures and banners), so rows keep URLs, never base64,
 * and every photo gets the same treatment: real type checked by content, 5 MB limit, location
 * metadata stripped, thumbnail made. Bound once in server.ts to local disk or S3-compatible storage.
 */
export interface MediaStore {
  /**
   * A photo or a video as the upload call streams it in. What it is, its first bytes decide (a
   * file that is neither is refused before the rest is read); its size is counted as it arrives
   * and refused the moment it passes its kind's limit (5 MB a photo, 20 MB a video). Only a file
   * accepted whole is stored.
   */
  storeUpload(file: IncomingFile): Promise<StoredMedia>;
  /** Only a photo (profile pictures, banners), from a data URL or raw bytes. */
  storeImage(input: string | Uint8Array): Promise<StoredImage>;
  /** The thumbnail this store made for one of its photo URLs; null for anything else (pasted links). */
  thumbnailOf(imageUrl: string): string | null;
  /**
   * A photo offered as evidence (a tournament catch): checked and stored exactly like `storeImage`
   * (EXIF stripped), and what its metadata and pixels said read first — when it was taken, and a
   * perceptual hash that finds the same picture again.
   */
  storeEvidencePhoto(input: string | Uint8Array): Promise<StoredEvidencePhoto>;
  /**
   * Removes these stored media (a photo with its thumbnail) for good — an angler deleting their
   * account. URLs that are not this store's own (pasted links) are left alone; missing files are no error.
   */
  remove(urls: readonly (string | null | undefined)[]): Promise<void>;
}

export interface StoredEvidencePhoto extends StoredImage, PhotoEvidence {}
export const MediaStoreToken = Symbol.for('platform.MediaStore');
