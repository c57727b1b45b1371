import { expect } from 'chai';
import { Conflict, NotAllowed, NotFound, NotSignedIn, RuleViolated, TooLarge, Unavailable } from '../../shared/kernel/domain-errors.ts';
import { statusOfDomainError } from './error-status.ts';

describe('error statuses', () => {
  it('maps each kind of domain failure to its one HTTP status', () => {
    class PostNotFound extends NotFound {}
    expect(statusOfDomainError(new NotSignedIn())).to.equal(401);
    expect(statusOfDomainError(new NotAllowed('x'))).to.equal(403);
    expect(statusOfDomainError(new PostNotFound('x'))).to.equal(404);
    expect(statusOfDomainError(new Conflict('x'))).to.equal(409);
    expect(statusOfDomainError(new TooLarge('x'))).to.equal(413);
    expect(statusOfDomainError(new RuleViolated('x'))).to.equal(422);
    expect(statusOfDomainError(new Unavailable('x'))).to.equal(503);
  });

  it('leaves anything else to become a 500', () => {
    expect(statusOfDomainError(new Error('boom'))).to.equal(undefined);
  });
});
