import { MEDIA_LIMITS, MEDIA_MESSAGES } from '@tightlines/contracts';
import { RuleViolated, TooLarge } from '../../shared/kernel/domain-errors.ts';

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
