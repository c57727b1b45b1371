import { IMAGE_MAX_BYTES, ImageTooLarge, NotAVideo, NotAnImage, VIDEO_MAX_BYTES, VideoTooLarge } from './media.errors.ts';

export type DirectUploadKind = 'image' | 'video';

/** What an angler asks to upload straight to the bucket. */
export interface DirectUploadRequest {
  kind: DirectUploadKind;
  /** The type the browser gives the file: the upload must carry exactly this one. */
  contentType: string;
  /** Bytes the angler's file has. */
  size: number;
}

/** The conditions a presigned POST is signed with: the bucket refuses an upload that breaks any. */
export interface DirectUploadPolicy {
  key: string;
  contentType: string;
  /** `content-length-range`: the bucket refuses a body outside it before storing it. */
  minBytes: number;
  maxBytes: number;
  expiresInSeconds: number;
}

/** Long enough to send a 20 MB video on a slow phone connection; short enough that a leaked form is soon useless. */
export const DIRECT_UPLOAD_SECONDS = 15 * 60;
const PREFIX = 'uploads';

const IMAGE_TYPE = /^image\/[a-z0-9.+-]+$/;
const VIDEO_TYPE = /^video\/[a-z0-9.+-]+$/;

/**
 * Where and how an angler's direct upload may go, decided before any byte moves: a declared type of
 * the kind asked for, a size within the kind's limit (the spec's messages, as for a streamed upload),
 * a key of the angler's own under `uploads/` that nothing serves until the API has checked the file
 * by content and moved it to its final key. The size limit also binds the bucket (content-length-range),
 * so a file larger than declared is refused by the bucket, not read by us.
 */
export function directUploadPolicy(anglerId: string, uploadId: string, request: DirectUploadRequest): DirectUploadPolicy {
  const limit = request.kind === 'image' ? IMAGE_MAX_BYTES : VIDEO_MAX_BYTES;
  const type = request.contentType.toLowerCase();
  if (!(request.kind === 'image' ? IMAGE_TYPE : VIDEO_TYPE).test(type)) throw request.kind === 'image' ? new NotAnImage() : new NotAVideo();
  if (request.size > limit) throw request.kind === 'image' ? new ImageTooLarge() : new VideoTooLarge();
  return { key: pendingKey(anglerId, uploadId), contentType: type, minBytes: 1, maxBytes: limit, expiresInSeconds: DIRECT_UPLOAD_SECONDS };
}

/** Where an angler's upload waits for its check: only this angler may confirm it. */
export const pendingKey = (anglerId: string, uploadId: string) => `${PREFIX}/${anglerId}/${uploadId}`;

/** Whether a key is an upload still waiting for its check (never to be referenced by a post). */
export const isPendingKey = (key: string) => key.startsWith(`${PREFIX}/`);
