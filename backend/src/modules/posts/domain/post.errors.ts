import { NotAllowed, NotFound, RuleViolated } from '../../../shared/kernel/domain-errors.ts';

/**
 * What can go wrong with a post, in the anglers' words. Each extends one of the shared
 * kernel's kinds, so platform/http's single table gives it a status; `code` lets
 * clients and tests tell them apart without parsing messages. Messages the spec words
 * (§5) are copied exactly.
 */
export class PostNotFound extends NotFound {
  readonly code = 'POST_NOT_FOUND';
  constructor() {
    super('Post not found');
  }
}

export class NotTheAuthor extends NotAllowed {
  readonly code = 'NOT_THE_AUTHOR';
  constructor() {
    super('Only the angler who shared this post can do that');
  }
}

export class CatchNeedsSpecies extends RuleViolated {
  readonly code = 'CATCH_NEEDS_SPECIES';
  constructor() {
    super('Choose a species from the list');
  }
}

export class SizeOutOfRange extends RuleViolated {
  readonly code = 'SIZE_OUT_OF_RANGE';
  constructor(measure: 'weight' | 'length') {
    super(`A catch's ${measure} cannot be negative`);
  }
}

export class ContentNeedsTitle extends RuleViolated {
  readonly code = 'CONTENT_NEEDS_TITLE';
  constructor() {
    super('Title required: Please add a title to your content');
  }
}

export class PhotoRequired extends RuleViolated {
  readonly code = 'PHOTO_REQUIRED';
  constructor() {
    super('Photo required');
  }
}

export class VideoRequired extends RuleViolated {
  readonly code = 'VIDEO_REQUIRED';
  constructor() {
    super('Video required');
  }
}

export class ContentIsNotForMates extends RuleViolated {
  readonly code = 'CONTENT_IS_NOT_FOR_MATES';
  constructor() {
    super('Content is shared publicly or kept private');
  }
}

export class AnglerUnknown extends NotFound {
  readonly code = 'ANGLER_NOT_FOUND';
  constructor() {
    super('User not found');
  }
}

export class PlaceNeedsBothCoordinates extends RuleViolated {
  readonly code = 'PLACE_NEEDS_BOTH_COORDINATES';
  constructor() {
    super('A place needs both a latitude and a longitude');
  }
}

export { MatesSeeLessThanPublic } from '../../../shared/kernel/location-shield.ts';

export class OnlyCatchesHaveAPlace extends RuleViolated {
  readonly code = 'ONLY_CATCHES_HAVE_A_PLACE';
  constructor() {
    super('Only a catch has a place whose precision can be chosen');
  }
}

export class NotYourSettings extends NotAllowed {
  readonly code = 'NOT_YOUR_SETTINGS';
  constructor() {
    super('Only the angler themself can read or change their location settings');
  }
}
