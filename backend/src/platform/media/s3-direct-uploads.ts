import { randomUUID } from 'node:crypto';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { StoredMedia } from '@tightlines/contracts';
import { directUploadPolicy, pendingKey, type DirectUploadRequest } from './direct-upload-policy.ts';
import type { DirectUploadOffer, DirectUploads } from './direct-uploads.ts';
import { isPhotoHead, SNIFF_BYTES } from './image-sniffing.ts';
import type { MediaStore } from './media-store.ts';
import { IMAGE_MAX_BYTES, ImageTooLarge, NotAVideo, NotAnImage, UploadNotFound, VIDEO_MAX_BYTES, VideoTooLarge } from './media.errors.ts';
import type { ObjectStorage } from './object-storage.ts';
import { IMMUTABLE, s3ClientFor, type S3Settings } from './s3.storage.ts';
import { videoTypeOf } from './video-sniffing.ts';

/**
 * Direct uploads to the S3-compatible bucket media live in: a presigned POST (its policy holds the
 * key, the exact Content-Type and `content-length-range` up to the kind's limit), then the check.
 * Confirming reads the object's size (HEAD) and its first bytes (a ranged GET) before anything else:
 * neither a photo nor a supported video, or over its kind's limit, and the pending object is deleted
 * and the spec's message answered. A photo (5 MB at most) is then read whole and stored as every photo
 * is (re-encoded, EXIF gone, thumbnail); a video is copied server-side to its final key. The pending
 * object is deleted either way; one never confirmed is left to the bucket's lifecycle rule on
 * `uploads/` (docs/operating.md, "Media in an S3-compatible bucket").
 */
export class S3DirectUploads implements DirectUploads {
  readonly #client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    private readonly media: MediaStore,
    private readonly storage: ObjectStorage,
  ) {
    this.#client = s3ClientFor(settings);
  }

  async offer(anglerId: string, request: DirectUploadRequest): Promise<DirectUploadOffer> {
    const id = randomUUID();
    const policy = directUploadPolicy(anglerId, id, request);
    const { url, fields } = await createPresignedPost(this.#client, {
      Bucket: this.settings.bucket,
      Key: policy.key,
      Fields: { 'Content-Type': policy.contentType },
      Conditions: [
        ['eq', '$Content-Type', policy.contentType],
        ['content-length-range', policy.minBytes, policy.maxBytes],
      ],
      Expires: policy.expiresInSeconds,
    });
    return { id, url, fields, expiresAt: new Date(Date.now() + policy.expiresInSeconds * 1000) };
  }

  async confirm(anglerId: string, uploadId: string): Promise<StoredMedia> {
    const key = pendingKey(anglerId, uploadId);
    const head = await this.#head(key);
    try {
      const first = await this.#bytes(key, `bytes=0-${SNIFF_BYTES - 1}`);
      const video = videoTypeOf(first);
      if (video) {
        if (head.size > VIDEO_MAX_BYTES) throw new VideoTooLarge();
        const id = randomUUID();
        const finalKey = `videos/${id.slice(0, 2)}/${id}.${video.extension}`;
        await this.#client.send(
          new CopyObjectCommand({
            Bucket: this.settings.bucket,
            Key: finalKey,
            CopySource: `${this.settings.bucket}/${key}`,
            MetadataDirective: 'REPLACE',
            ContentType: video.contentType,
            CacheControl: IMMUTABLE,
          }),
        );
        return { kind: 'video', url: this.storage.urlOf(finalKey), thumbnailUrl: null };
      }
      if (isPhotoHead(first)) {
        if (head.size > IMAGE_MAX_BYTES) throw new ImageTooLarge();
        return { kind: 'image', ...(await this.media.storeImage(await this.#bytes(key))) };
      }
      throw head.contentType.startsWith('video/') ? new NotAVideo() : new NotAnImage();
    } finally {
      await this.#client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    }
  }

  async #head(key: string): Promise<{ size: number; contentType: string }> {
    try {
      const head = await this.#client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: (head.ContentType ?? '').toLowerCase() };
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (error as Error).name === 'NotFound') throw new UploadNotFound();
      throw error;
    }
  }

  async #bytes(key: string, range?: string): Promise<Uint8Array> {
    const object = await this.#client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key, Range: range }));
    return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
  }
}
