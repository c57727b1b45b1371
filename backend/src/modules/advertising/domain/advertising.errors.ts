import { Conflict, NotAllowed, NotFound, NotSignedIn, RuleViolated } from '../../../shared/kernel/domain-errors.ts';
import type { CampaignStatus } from './campaign-status.ts';

/**
 * What can go wrong in advertising, in the advertisers' and operators' words. Each extends one of the
 * shared kernel's kinds, so platform/http's single table gives it its status; `code` lets clients and
 * tests tell them apart without parsing messages. Messages the contracts also show (their zod checks
 * say the same before a request reaches a use case) are kept equal by advertising.errors.test.ts.
 */
export class EmailTaken extends Conflict {
  readonly code = 'ADVERTISER_EMAIL_TAKEN';
  constructor() {
    super('An advertiser account with this email already exists');
  }
}

export class InvalidCredentials extends NotSignedIn {
  readonly code = 'INVALID_CREDENTIALS';
  constructor() {
    super('Invalid credentials');
  }
}

export class PortalSignInNeeded extends NotSignedIn {
  readonly code = 'PORTAL_SIGN_IN_NEEDED';
  constructor() {
    super('Sign in to the advertiser portal');
  }
}

/** A portal user asking for another company's advertiser. */
export class NotYourAdvertiser extends NotAllowed {
  readonly code = 'NOT_YOUR_ADVERTISER';
  constructor() {
    super('Access Denied');
  }
}

export class NotAnAdmin extends NotAllowed {
  readonly code = 'NOT_AN_ADMIN';
  constructor() {
    super('Only an admin of this advertiser can do that');
  }
}

export class OperatorsOnly extends NotAllowed {
  readonly code = 'OPERATORS_ONLY';
  constructor() {
    super('Only operators can review advertisers');
  }
}

export class AdvertiserNotFound extends NotFound {
  readonly code = 'ADVERTISER_NOT_FOUND';
  constructor() {
    super('Advertiser not found');
  }
}

export class CampaignNotFound extends NotFound {
  readonly code = 'CAMPAIGN_NOT_FOUND';
  constructor() {
    super('Campaign not found');
  }
}

export class CompletedCampaignIsFinal extends RuleViolated {
  readonly code = 'COMPLETED_CAMPAIGN_IS_FINAL';
  constructor() {
    super('A completed campaign cannot change');
  }
}

export class StatusMoveRefused extends RuleViolated {
  readonly code = 'STATUS_MOVE_REFUSED';
  constructor(from: CampaignStatus, to: CampaignStatus) {
    super(`A ${from} campaign cannot become ${to}`);
  }
}

export class ScheduleOutOfOrder extends RuleViolated {
  readonly code = 'SCHEDULE_OUT_OF_ORDER';
  constructor() {
    super('The campaign must end after it starts');
  }
}

export class BudgetBelowSpent extends RuleViolated {
  readonly code = 'BUDGET_BELOW_SPENT';
  constructor() {
    super('The budget cannot be less than what is already spent');
  }
}

/** An impression or click sent with a token served to someone else, for another ad, or made up. */
export class AdNotServedToYou extends RuleViolated {
  readonly code = 'AD_NOT_SERVED_TO_YOU';
  constructor() {
    super('This ad was not served to you');
  }
}
