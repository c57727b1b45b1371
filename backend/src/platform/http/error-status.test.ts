import { expect } from 'chai';
import { Conflict, NotAllowed, NotFound, NotSignedIn, RuleViolated, TooLarge, Unavailable } from '../../shared/kernel/domain-errors.ts';
import { statusOfDomainError } from './error-status.ts';
import {
  BudgetBelowSpent,
  CampaignNotFound,
  EmailTaken,
  NotYourAdvertiser,
  PortalSignInNeeded,
} from '../../modules/advertising/domain/advertising.errors.ts';

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

  it("gives a module's typed errors the status of the kind they extend", () => {
    expect(statusOfDomainError(new PortalSignInNeeded())).to.equal(401);
    expect(statusOfDomainError(new NotYourAdvertiser())).to.equal(403);
    expect(statusOfDomainError(new CampaignNotFound())).to.equal(404);
    expect(statusOfDomainError(new EmailTaken())).to.equal(409);
    expect(statusOfDomainError(new BudgetBelowSpent())).to.equal(422);
  });

  it('leaves anything else to become a 500', () => {
    expect(statusOfDomainError(new Error('boom'))).to.equal(undefined);
  });
});
