import { NotFound, RuleViolated } from '../../../shared/kernel/domain-errors.ts';

/** Why a trip cannot be logged; messages match the contract's (contracts/src/trips.ts). */
export class TripNeedsLocation extends RuleViolated {
  readonly code = 'TRIP_NEEDS_LOCATION';
  constructor() {
    super('Choose a spot or a custom location');
  }
}

export class TripNeedsOutcome extends RuleViolated {
  readonly code = 'TRIP_NEEDS_OUTCOME';
  constructor() {
    super('Choose whether the trip was successful');
  }
}

export class TipNeedsCategory extends RuleViolated {
  readonly code = 'TIP_NEEDS_CATEGORY';
  constructor() {
    super('Choose a category for your tip');
  }
}

/** No such trip — or not the caller's to change (never revealing whether it exists). */
export class TripNotFound extends NotFound {
  readonly code = 'TRIP_NOT_FOUND';
  constructor() {
    super('Trip not found');
  }
}
