import { z } from 'zod';

/**
 * Photos and videos are uploaded as JSON `{ dataUrl }` rather than multipart: the
 * profile PATCH already receives images as data URLs (spec §7), so one client path
 * (read the file as a data URL, send JSON) serves every upload and the same contract
 * validation applies. The cost, base64's extra third, is acceptable at these sizes.
 * The server decodes, checks the real type by content, enforces the byte limits
 * (413 with the spec's message), strips photo metadata and answers stored URLs;
 * rows keep URLs, never base64.
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
/** What a JSON body carrying one upload may weigh: for the body parser of these routes. */
export const MEDIA_JSON_BODY_LIMIT = MEDIA_DATA_URL_MAX + 1024;

export const ImageDataUrl = z
  .string()
  .max(IMAGE_DATA_URL_MAX, MEDIA_MESSAGES.imageTooLarge)
  .regex(/^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/]*={0,2}$/, MEDIA_MESSAGES.notAnImage);

export const MediaDataUrl = z
  .string()
  .max(MEDIA_DATA_URL_MAX, 'File too large')
  .regex(/^data:(image|video)\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/]*={0,2}$/, 'Expected an image or video data URL');

/** Where stored media lives: our own `/media/...` path, or an http(s) URL (S3, CDN, a pasted link). */
export const MediaUrl = z.union([
  z.url({ protocol: /^https?$/, error: 'Expected an http(s) URL or a /media/ path' }).max(2048),
  z
    .string()
    .max(512)
    .regex(/^\/media\/(?!.*\.\.)[A-Za-z0-9._/-]+$/, 'Expected an http(s) URL or a /media/ path'),
], { error: 'Expected an http(s) URL or a /media/ path' });

/** A profile picture or banner in a PATCH: a stored URL, a fresh data URL to store, or null to remove. */
export const ProfileImageInput = z.union([MediaUrl, ImageDataUrl]).nullable();

export const MediaUpload = z.object({ dataUrl: MediaDataUrl });
export type MediaUpload = z.infer<typeof MediaUpload>;

export const StoredMedia = z.object({
  kind: z.enum(['image', 'video']),
  url: MediaUrl,
  /** A small image for grids; null for videos. */
  thumbnailUrl: MediaUrl.nullable(),
});
export type StoredMedia = z.infer<typeof StoredMedia>;
