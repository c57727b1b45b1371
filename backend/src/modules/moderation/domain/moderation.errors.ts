import { Conflict, NotAllowed, NotFound, RuleViolated } from '../../../shared/kernel/domain-errors.ts';

export class OperatorsOnly extends NotAllowed {
  readonly code = 'OPERATORS_ONLY';
  constructor() {
    super('Only operators can use the console');
  }
}
export class ItemNotFound extends NotFound {
  readonly code = 'REPORTED_ITEM_NOT_FOUND';
  constructor() {
    super('That is not there any more');
  }
}
export class AlreadyReported extends Conflict {
  readonly code = 'ALREADY_REPORTED';
  constructor() {
    super('You have already reported this. A moderator will look at it soon.');
  }
}
export class OwnReport extends NotAllowed {
  readonly code = 'OWN_REPORT';
  constructor() {
    super('You reported this yourself: another operator must decide');
  }
}
export class OwnContent extends NotAllowed {
  readonly code = 'OWN_CONTENT';
  constructor() {
    super('This is yours: another operator must decide');
  }
}
export class OwnAction extends NotAllowed {
  readonly code = 'OWN_ACTION';
  constructor() {
    super('You took this action or made this appeal: another operator must decide it');
  }
}
export class UnknownRule extends RuleViolated {
  readonly code = 'UNKNOWN_RULE';
  constructor() {
    super('Choose a rule from the community guidelines');
  }
}
export class NotRemovable extends RuleViolated {
  readonly code = 'NOT_REMOVABLE';
  constructor() {
    super('Only groups, spots and tournaments can be removed');
  }
}
export class NoAuthorToRestrict extends RuleViolated {
  readonly code = 'NO_AUTHOR';
  constructor() {
    super('That item has no author to act on any more');
  }
}
export class StatementNotFound extends NotFound {
  readonly code = 'STATEMENT_NOT_FOUND';
  constructor() {
    super('No such decision about you');
  }
}
export class AlreadyAppealed extends Conflict {
  readonly code = 'ALREADY_APPEALED';
  constructor() {
    super('You have already appealed this decision');
  }
}
export class AppealNotFound extends NotFound {
  readonly code = 'APPEAL_NOT_FOUND';
  constructor() {
    super('No such appeal');
  }
}
export class AppealAlreadyDecided extends Conflict {
  readonly code = 'APPEAL_ALREADY_DECIDED';
  constructor() {
    super('That appeal has already been decided');
  }
}
export class RemovalIsFinal extends RuleViolated {
  readonly code = 'REMOVAL_IS_FINAL';
  constructor() {
    super('A removal is for good: it cannot be reversed');
  }
}
export class NotAnAngler extends NotFound {
  readonly code = 'NO_ANGLER_WITH_EMAIL';
  constructor() {
    super('No angler has signed in with that email');
  }
}
export class NotAnOperator extends NotFound {
  readonly code = 'NOT_AN_OPERATOR';
  constructor() {
    super('That angler is not an operator');
  }
}
export class RevokeYourself extends RuleViolated {
  readonly code = 'REVOKE_YOURSELF';
  constructor() {
    super('Another operator must revoke your role');
  }
}
export class NothingToDismiss extends RuleViolated {
  readonly code = 'NOTHING_TO_DISMISS';
  constructor() {
    super('That item has no open reports to dismiss');
  }
}
