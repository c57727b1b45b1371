import { Conflict, NotAllowed, NotFound, RuleViolated } from '../../../shared/kernel/domain-errors.ts';

export class GroupNotFound extends NotFound {
  readonly code = 'GROUP_NOT_FOUND';
  constructor() {
    super('Group not found');
  }
}
export class MembersOnly extends NotAllowed {
  readonly code = 'MEMBERS_ONLY';
  constructor() {
    super("Only the group's members can read and write its chat");
  }
}
export class InvitationNeeded extends NotAllowed {
  readonly code = 'INVITATION_NEEDED';
  constructor() {
    super('This group is invite only: an owner or admin must invite you');
  }
}
export class NotAManager extends NotAllowed {
  readonly code = 'NOT_A_GROUP_MANAGER';
  constructor() {
    super("Only the group's owner or an admin can do that");
  }
}
export class NotTheOwner extends NotAllowed {
  readonly code = 'NOT_THE_GROUP_OWNER';
  constructor() {
    super("Only the group's owner can change roles");
  }
}
export class OwnerCannotLeave extends RuleViolated {
  readonly code = 'OWNER_CANNOT_LEAVE';
  constructor() {
    super('Hand over ownership before leaving: make another member the owner');
  }
}
export class NotAMember extends NotFound {
  readonly code = 'NOT_A_MEMBER';
  constructor() {
    super('That angler is not a member of this group');
  }
}
export class NoSuchRequest extends NotFound {
  readonly code = 'NO_SUCH_REQUEST';
  constructor() {
    super('That angler has not asked to join');
  }
}
export class AlreadyMember extends Conflict {
  readonly code = 'ALREADY_MEMBER';
  constructor() {
    super('That angler is already a member');
  }
}
export class OwnRoleChange extends RuleViolated {
  readonly code = 'OWN_ROLE';
  constructor() {
    super('Hand over ownership to another member instead');
  }
}
export class CannotRemove extends NotAllowed {
  readonly code = 'CANNOT_REMOVE_MEMBER';
  constructor() {
    super('Only the owner can remove an admin, and nobody can remove the owner');
  }
}
export class RemoveYourself extends RuleViolated {
  readonly code = 'REMOVE_YOURSELF';
  constructor() {
    super('To go, leave the group instead');
  }
}
