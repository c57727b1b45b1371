import { expect } from 'chai';
import { NotAnAdmin, NotYourAdvertiser } from './advertising.errors.ts';
import { emailKey, mustBeAdmin, mustWorkFor } from './advertiser-user.ts';
import { registeredAdvertiser } from './advertiser.ts';

describe('advertising accounts: approval, colleagues and whose advertiser it is', () => {
  it('registers a company pending, whatever it asked for', () => {
    const company = registeredAdvertiser({
      id: 'a1',
      companyName: 'Reel Deals',
      website: null,
      industry: null,
      contactEmail: 'shop@reel.example',
      contactPhone: null,
      description: null,
      createdAt: new Date(0),
    });
    expect(company.accountStatus).to.equal('pending');
  });

  it('lets a user reach only their own advertiser, and only an admin add colleagues', () => {
    expect(() => mustWorkFor({ advertiserId: 'a1' }, 'a1')).to.not.throw();
    expect(() => mustWorkFor({ advertiserId: 'a1' }, 'a2')).to.throw(NotYourAdvertiser, 'Access Denied');
    expect(() => mustBeAdmin({ role: 'admin' })).to.not.throw();
    expect(() => mustBeAdmin({ role: 'member' })).to.throw(NotAnAdmin, 'Only an admin of this advertiser can do that');
  });

  it('treats an email as one account whatever its case and surrounding spaces', () => {
    expect(emailKey('  Rita@Reel.Example ')).to.equal('rita@reel.example');
  });
});
