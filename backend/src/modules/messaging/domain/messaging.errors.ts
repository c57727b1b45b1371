import { NotAllowed, NotFound } from '../../../shared/kernel/domain-errors.ts';

export class OnlyMates extends NotAllowed {
  readonly code = 'ONLY_MATES';
  constructor() {
    super('You can only message your mates (anglers who follow you back)');
  }
}

export class RecipientNotFound extends NotFound {
  readonly code = 'RECIPIENT_NOT_FOUND';
  constructor() {
    super('User not found');
  }
}
