import { Conflict, NotAllowed, NotFound, RuleViolated } from '../../../shared/kernel/domain-errors.ts';

/**
 * What can go wrong with a tournament, in the anglers' words. Each extends a shared kernel kind, so
 * platform/http's one table gives it its status; `code` names it for programs and tests. The spec's
 * own messages (§5) are copied exactly.
 */
export class TournamentNotFound extends NotFound {
  readonly code = 'TOURNAMENT_NOT_FOUND';
  constructor() {
    super('Tournament not found');
  }
}

export class EntryNotFound extends NotFound {
  readonly code = 'ENTRY_NOT_FOUND';
  constructor() {
    super('Entry not found');
  }
}

export class EndNotAfterStart extends RuleViolated {
  readonly code = 'END_NOT_AFTER_START';
  constructor() {
    super('End date must be after the start date');
  }
}

export class DeadlineAfterStart extends RuleViolated {
  readonly code = 'DEADLINE_AFTER_START';
  constructor() {
    super('Registration deadline must be on or before the start date');
  }
}

export class NotTheOrganizer extends NotAllowed {
  readonly code = 'NOT_THE_ORGANIZER';
  constructor(what: string) {
    super(`Only the organizer can ${what}`);
  }
}

export class RegistrationClosed extends RuleViolated {
  readonly code = 'REGISTRATION_CLOSED';
  constructor(why: 'started' | 'deadline' | 'cancelled' | 'completed') {
    super(
      {
        started: 'Registration is closed: the tournament has already started',
        deadline: 'Registration is closed: the registration deadline has passed',
        cancelled: 'Registration is closed: the tournament was cancelled',
        completed: 'Registration is closed: the tournament is over',
      }[why],
    );
  }
}

export class AlreadyParticipant extends Conflict {
  readonly code = 'ALREADY_PARTICIPANT';
  constructor() {
    super("You're already taking part in this tournament");
  }
}

export class TournamentFull extends Conflict {
  readonly code = 'TOURNAMENT_FULL';
  constructor() {
    super('This tournament is full');
  }
}

export class NotAParticipant extends RuleViolated {
  readonly code = 'NOT_A_PARTICIPANT';
  constructor(what: string) {
    super(`Only participants can ${what}`);
  }
}

export class CannotLeave extends RuleViolated {
  readonly code = 'CANNOT_LEAVE';
  constructor() {
    super('You can leave a tournament only while it is running');
  }
}

export class TournamentNotActive extends RuleViolated {
  readonly code = 'TOURNAMENT_NOT_ACTIVE';
  constructor(status: string) {
    super(
      status === 'upcoming'
        ? 'Catches can be submitted once the tournament has started'
        : status === 'cancelled'
          ? 'This tournament was cancelled'
          : 'This tournament is over: catches can no longer be submitted',
    );
  }
}

export class CaughtOutsideWindow extends RuleViolated {
  readonly code = 'CAUGHT_OUTSIDE_WINDOW';
  constructor() {
    super('The catch must be made during the tournament, and not in the future');
  }
}

export class MeasureRequired extends RuleViolated {
  readonly code = 'MEASURE_REQUIRED';
  constructor(measure: 'weight' | 'length') {
    super(measure === 'weight' ? 'Weight is required in a heaviest-fish tournament' : 'Length is required in a longest-fish tournament');
  }
}

export class NotYourEntry extends NotAllowed {
  readonly code = 'NOT_YOUR_ENTRY';
  constructor() {
    super('Only the angler who submitted this catch can change it');
  }
}

export class EntryAlreadyJudged extends Conflict {
  readonly code = 'ENTRY_ALREADY_JUDGED';
  constructor(status: string) {
    super(
      status === 'verified'
        ? 'This catch is already verified'
        : status === 'rejected'
          ? 'This catch was rejected: its angler may resubmit it'
          : 'This catch is waiting for review',
    );
  }
}

export class CannotChallenge extends RuleViolated {
  readonly code = 'CANNOT_CHALLENGE';
  constructor(why: 'own' | 'not-verified' | 'twice') {
    super(
      {
        own: 'You cannot challenge your own catch',
        'not-verified': 'Only verified catches can be challenged',
        twice: 'You have already challenged this catch',
      }[why],
    );
  }
}

export class CannotCancel extends RuleViolated {
  readonly code = 'CANNOT_CANCEL';
  constructor(status: string) {
    super(status === 'cancelled' ? 'This tournament is already cancelled' : 'A tournament that is over cannot be cancelled');
  }
}

export class PrizePositionTaken extends Conflict {
  readonly code = 'PRIZE_POSITION_TAKEN';
  constructor(position: number) {
    super(`There is already a prize for position ${position}`);
  }
}

export class JudgingClosed extends RuleViolated {
  readonly code = 'JUDGING_CLOSED';
  constructor() {
    super('This tournament was cancelled');
  }
}

export class CannotAppeal extends RuleViolated {
  readonly code = 'CANNOT_APPEAL';
  constructor(why: 'not-rejected') {
    super({ 'not-rejected': 'Only a rejected catch can be appealed' }[why]);
  }
}

/** A second appeal: the rejection stands (409, the entry's state forbids it, whatever is sent). */
export class AlreadyAppealed extends Conflict {
  readonly code = 'ALREADY_APPEALED';
  constructor() {
    super('This catch has already been appealed once: the organizer’s second decision is final');
  }
}

export class AnglerNotFound extends NotFound {
  readonly code = 'ANGLER_NOT_FOUND';
  constructor() {
    super('Angler not found');
  }
}

export class NotAnInvitation extends RuleViolated {
  readonly code = 'NOT_AN_INVITATION';
  constructor(why: 'public' | 'organizer') {
    super(
      {
        public: 'Anyone can join a public tournament: invitations are for private ones',
        organizer: 'You organize this tournament: invite other anglers',
      }[why],
    );
  }
}
