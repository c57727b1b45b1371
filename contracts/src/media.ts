import { z } from './z.ts';

/**
 * Photos and videos for posts are uploaded as streamed `multipart/form-data` (one field, `file`):
 * the bytes travel as they are and the server reads them as they arrive — it sniffs the real type
 * from the first bytes (refusing anything else at once), counts as it goes and answers 413 with the
 * spec's message the moment a file passes its limit, without reading the rest. Not as JSON
 * `{ dataUrl }`: that costs base64's extra third and holds the whole body in memory (a 20 MB video
 * becomes a 27 MB string). Data URLs remain only where the spec puts them: a profile picture
 * or banner inside the profile PATCH (spec §7), and tournaments' evidence photo; rows keep URLs,
 * never base64. The server strips photo metadata and answers stored URLs either way.
 */
export const MEDIA_LIMITS = {
  imageBytes: 5 * 1024 * 1024,
  videoBytes: 20 * 1024 * 1024,
} as const;

/** The spec's own wording (part 1 §5), also used by the server's 413 and 422 answers. */
export const MEDIA_MESSAGES = {
  imageTooLarge: 'File too large: Please select an image smaller than 5MB',
  videoTooLarge: 'File too large: Please select a video smaller than 20MB',
  notAnImage: 'Invalid file type: Please select an image file',
  notAVideo: 'Invalid file type: Please select a video file',
} as const;

/** Characters of a base64 data URL carrying `bytes` (plus room for its header). */
export const dataUrlLength = (bytes: number) => Math.ceil(bytes / 3) * 4 + 100;

/**
 * Schemas stop only absurd strings (twice the limit); anything between the limit and
 * that bound reaches the server, which answers 413 with the spec's message.
 */
const IMAGE_DATA_URL_MAX = dataUrlLength(2 * MEDIA_LIMITS.imageBytes);
const MEDIA_DATA_URL_MAX = dataUrlLength(2 * MEDIA_LIMITS.videoBytes);
/** What a JSON body carrying one data URL (up to a video's size) may weigh: for the body parser of such routes. */
export const MEDIA_JSON_BODY_LIMIT = MEDIA_DATA_URL_MAX + 1024;

export const ImageDataUrl = z
  .string()
  .max(IMAGE_DATA_URL_MAX, MEDIA_MESSAGES.imageTooLarge)
  .regex(/^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/]*={0,2}$/, MEDIA_MESSAGES.notAnImage);

/** Where stored media lives: our own `/media/...` path, or an http(s) URL (S3, CDN, a pasted link). */
export const MediaUrl = z.union(
  [
    z.url({ protocol: /^https?$/, error: 'Use a web address starting with https:// or a photo uploaded here' }).max(2048),
    z
      .string()
      .max(512)
      .regex(/^\/media\/(?!.*\.\.)[A-Za-z0-9._/-]+$/, 'Use a web address starting with https:// or a photo uploaded here'),
  ],
  { error: 'Use a web address starting with https:// or a photo uploaded here' },
);

/** A profile picture or banner in a PATCH: a stored URL, a fresh data URL to store, or null to remove. */
export const ProfileImageInput = z.union([MediaUrl, ImageDataUrl]).nullable();

export const StoredMedia = z.object({
  kind: z.enum(['image', 'video']),
  url: MediaUrl,
  /** A small image for grids; null for videos. */
  thumbnailUrl: MediaUrl.nullable(),
});
export type StoredMedia = z.infer<typeof StoredMedia>;

/**
 * A direct upload to the S3 bucket (only when media live in S3; otherwise 404 and the streamed
 * upload above): the angler says what they will send, the API signs a form for exactly that — the
 * bucket refuses another type or a larger file — and once the browser has POSTed it, the API checks
 * the file by content and answers the stored media as the streamed upload does.
 */
export const DirectUploadRequest = z.object({
  kind: z.enum(['image', 'video']),
  /** The browser's type of the file: the upload must carry exactly this one. */
  contentType: z.string().min(3).max(100),
  /** The file's size in bytes: over the kind's limit, 413 with the spec's message before anything is sent. */
  size: z.number().int().min(1),
});
export type DirectUploadRequest = z.infer<typeof DirectUploadRequest>;

export const DirectUpload = z.object({
  id: z.uuid(),
  /** POST a multipart form here: every field below, then the file as `file` (last). */
  url: z.url({ protocol: /^https?$/ }),
  fields: z.record(z.string(), z.string()),
  expiresAt: z.iso.datetime(),
});
export type DirectUpload = z.infer<typeof DirectUpload>;
