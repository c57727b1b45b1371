import {
  Conflict,
  type DomainError,
  NotAllowed,
  NotFound,
  NotSignedIn,
  RuleViolated,
  TooLarge,
  TooManyRequests,
  Unavailable,
} from '../../shared/kernel/domain-errors.ts';

/** The one table from failure kinds to HTTP statuses. Order matters only for subclasses listed before parents. */
const statusByKind: ReadonlyArray<readonly [abstract new (...args: never[]) => DomainError, number]> = [
  [NotSignedIn, 401],
  [NotAllowed, 403],
  [NotFound, 404],
  [Conflict, 409],
  [TooLarge, 413],
  [RuleViolated, 422],
  [TooManyRequests, 429],
  [Unavailable, 503],
];

export function statusOfDomainError(error: unknown): number | undefined {
  for (const [kind, status] of statusByKind) if (error instanceof kind) return status;
  return undefined;
}
