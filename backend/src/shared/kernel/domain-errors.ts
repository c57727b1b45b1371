/**
 * The shared kernel's failure kinds. Every module's domain errors extend one of these, and
 * platform/http maps each kind to one HTTP status in a single table — so a use case states what went
 * wrong in the anglers' language and never thinks about status codes.
 */
export abstract class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The caller is not signed in (or the session ended). */
export class NotSignedIn extends DomainError {
  constructor(message = 'Unauthorized') {
    super(message);
  }
}
/** Signed in, but this is not theirs to do. */
export class NotAllowed extends DomainError {}
/** The thing asked for does not exist (or is not visible to the caller). */
export class NotFound extends DomainError {}
/** The request clashes with the current state (already exists, already done by someone else). */
export class Conflict extends DomainError {}
/** Well-formed, but a business rule says no (e.g. following yourself). */
export class RuleViolated extends DomainError {}
/** An upload or payload bigger than a rule allows. */
export class TooLarge extends DomainError {}
/** A service this depends on (outside our database) is down or too slow: try again shortly. */
export class Unavailable extends DomainError {}
/** Too many of something in a while (a limit): the message says which, when it resets and what lifts it. */
export class TooManyRequests extends DomainError {
  constructor(
    message: string,
    /** Seconds until the limit resets (the answer's Retry-After). */
    readonly retryAfterSeconds: number,
    /** What programs read: the limit's name, when it resets and what lifts it. */
    readonly limit?: { name: string; resetsAt: string; lifts: string },
  ) {
    super(message);
  }
}
