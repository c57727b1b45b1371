import { NotAllowed, NotFound, RuleViolated } from '../../../shared/kernel/domain-errors.ts';

/**
 * What can go wrong in the forum, in the anglers' words (spec part 2 §2, §8). Each extends a shared
 * kernel kind, so platform/http's one table gives it its status; `code` names it for programs.
 */
export class QuestionNotFound extends NotFound {
  readonly code = 'QUESTION_NOT_FOUND';
  constructor() {
    super("The question you're looking for doesn't exist.");
  }
}

export class AnswerNotFound extends NotFound {
  readonly code = 'ANSWER_NOT_FOUND';
  constructor() {
    super('That answer does not belong to this question');
  }
}

export class NotTheAsker extends NotAllowed {
  readonly code = 'NOT_THE_ASKER';
  constructor() {
    super('Only the angler who asked the question can accept an answer');
  }
}

export class OwnAnswerAccepted extends RuleViolated {
  readonly code = 'OWN_ANSWER';
  constructor() {
    super('You cannot accept your own answer');
  }
}
