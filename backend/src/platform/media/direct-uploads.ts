import type { StoredMedia } from '@tightlines/contracts';
import type { DirectUploadRequest } from './direct-upload-policy.ts';
import { DirectUploadsUnavailable } from './media.errors.ts';

/** A signed form: the browser POSTs `fields` and then the file (multipart) to `url`, straight to the bucket. */
export interface DirectUploadOffer {
  id: string;
  url: string;
  fields: Record<string, string>;
  expiresAt: Date;
}

/**
 * Photos and videos sent straight to the S3 bucket, when media live there: the API signs
 * a form bound to one pending key, one declared type and the kind's size limit (the bucket enforces
 * them), the browser uploads, and `confirm` checks what arrived by content — its size, its first
 * bytes — and turns it into stored media exactly as a streamed upload would (a photo re-encoded
 * without metadata, with a thumbnail; a video copied to its final key). Until confirmed, an upload
 * is nothing a post may show.
 */
export interface DirectUploads {
  offer(anglerId: string, request: DirectUploadRequest): Promise<DirectUploadOffer>;
  confirm(anglerId: string, uploadId: string): Promise<StoredMedia>;
}
export const DirectUploadsToken = Symbol.for('platform.DirectUploads');

/** Media on local disk: every file comes through the streamed upload (POST /api/media). */
export class NoDirectUploads implements DirectUploads {
  offer(): Promise<DirectUploadOffer> {
    return Promise.reject(new DirectUploadsUnavailable());
  }

  confirm(): Promise<StoredMedia> {
    return Promise.reject(new DirectUploadsUnavailable());
  }
}
