import { NotAllowed, NotFound, RuleViolated } from '../../../shared/kernel/domain-errors.ts';

/** Why identity says no; each kind maps to its HTTP status in platform/http. */
export class AnglerNotFound extends NotFound {
  constructor() {
    super('User not found');
  }
}

export class CannotFollowYourself extends RuleViolated {
  constructor() {
    super('You cannot follow yourself');
  }
}

export class NotYourProfile extends NotAllowed {
  constructor() {
    super('You can only change your own profile');
  }
}

export class CannotBlockYourself extends RuleViolated {
  constructor() {
    super('You cannot block yourself');
  }
}

/** A block stands between the two (either way): no follows, no messages. */
export class AnglerBlocked extends NotAllowed {
  readonly code = 'ANGLER_BLOCKED';
  constructor() {
    super('You cannot follow this angler');
  }
}
