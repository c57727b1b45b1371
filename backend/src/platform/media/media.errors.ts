import { MEDIA_LIMITS, MEDIA_MESSAGES } from '@tightlines/contracts';
import { NotFound, RuleViolated, TooLarge } from '../../shared/kernel/domain-errors.ts';

/** Spec part 1 §5 wording; the kinds map to 413 and 422 in platform/http's one table. */
export class ImageTooLarge extends TooLarge {
  readonly code = 'IMAGE_TOO_LARGE';
  constructor() {
    super(MEDIA_MESSAGES.imageTooLarge);
  }
}

export class VideoTooLarge extends TooLarge {
  readonly code = 'VIDEO_TOO_LARGE';
  constructor() {
    super(MEDIA_MESSAGES.videoTooLarge);
  }
}

export class NotAnImage extends RuleViolated {
  readonly code = 'NOT_AN_IMAGE';
  constructor() {
    super(MEDIA_MESSAGES.notAnImage);
  }
}

export class NotAVideo extends RuleViolated {
  readonly code = 'NOT_A_VIDEO';
  constructor() {
    super(MEDIA_MESSAGES.notAVideo);
  }
}

export const { imageBytes: IMAGE_MAX_BYTES, videoBytes: VIDEO_MAX_BYTES } = MEDIA_LIMITS;

/** A direct upload the angler never finished (or someone else's): nothing in the bucket under its key. */
export class UploadNotFound extends NotFound {
  readonly code = 'UPLOAD_NOT_FOUND';
  constructor() {
    super('Upload not found');
  }
}

/** Media are stored on local disk: files go through the streamed upload instead. */
export class DirectUploadsUnavailable extends NotFound {
  readonly code = 'DIRECT_UPLOADS_UNAVAILABLE';
  constructor() {
    super('Direct uploads need S3 storage: upload the file to /api/media');
  }
}
