import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { ObjectStorage } from './object-storage.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Any S3-compatible service (MinIO, R2, Spaces...); unset → AWS S3 itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>` (most S3-compatibles want it). */
  forcePathStyle: boolean;
  /** Where browsers load objects from (the bucket's public URL or a CDN in front of it), no trailing slash. */
  publicUrl: string;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The SDK client for these settings. Without keys the SDK's default chain (environment, instance
 * role) applies. Checksums only when required: several S3-compatibles refuse the newer default CRC headers.
 */
export function s3ClientFor(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Media in an S3-compatible bucket, for several backend instances or a CDN. Objects are written with
 * immutable caching (keys are never reused).
 */
export class S3Storage implements ObjectStorage {
  readonly #client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.#client = s3ClientFor(settings);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<string> {
    await this.#client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: IMMUTABLE }),
    );
    return this.urlOf(key);
  }

  /** Streamed from disk: a single PUT needs the length up front, which the spooled file knows. */
  async putFile(key: string, file: string, contentType: string): Promise<string> {
    const { size } = await stat(file);
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: contentType,
        CacheControl: IMMUTABLE,
      }),
    );
    return this.urlOf(key);
  }

  keyOf(url: string): string | null {
    const prefix = `${this.settings.publicUrl}/`;
    return url.startsWith(prefix) ? url.slice(prefix.length) : null;
  }

  urlOf(key: string): string {
    return `${this.settings.publicUrl}/${key}`;
  }

  /** S3 answers a delete of a missing key with success too. */
  async remove(key: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }
}
