import { expect } from 'chai';
import type { z } from './z.ts';
import { ADVERTISER_MESSAGES, AdvertiserLogin, RegisterAdvertiser, advertisersRoutes } from './advertisers.ts';

const registration = {
  companyName: 'Reel Deal Tackle',
  website: 'https://reeldeal.example.com',
  contactEmail: 'ads@reeldeal.example.com',
  primaryUser: { email: 'sam@reeldeal.example.com', firstName: 'Sam', lastName: 'Reel', password: 'tight-lines' },
};
const pathsOf = (result: { error?: z.ZodError }) => result.error?.issues.map((issue) => issue.path.join('.'));

describe('contracts: the advertiser portal', () => {
  it('declares login and register as public calls', () => {
    expect([advertisersRoutes.login, advertisersRoutes.register].map((r) => `${r.method} ${r.path} ${r.auth}`)).to.deep.equal([
      'POST /api/advertisers/login false',
      'POST /api/advertisers/register false',
    ]);
  });

  it('needs both an email and a password to log in', () => {
    expect(AdvertiserLogin.safeParse({ email: 'sam@reeldeal.example.com', password: 'x' }).success).to.equal(true);
    expect(pathsOf(AdvertiserLogin.safeParse({}))).to.deep.equal(['email', 'password']);
  });

  it('registers with the required fields alone; the website, when given, is a web address', () => {
    const { website: _website, ...required } = registration;
    expect(RegisterAdvertiser.safeParse(required).success).to.equal(true);
    expect(RegisterAdvertiser.safeParse(registration).success).to.equal(true);
    const bad = RegisterAdvertiser.safeParse({ ...registration, website: 'reeldeal' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).to.deep.equal([['website', ADVERTISER_MESSAGES.websiteInvalid]]);
  });

  it('asks for a password of at least 8 characters, and names each missing field', () => {
    const short = RegisterAdvertiser.safeParse({ ...registration, primaryUser: { ...registration.primaryUser, password: 'short' } });
    expect(short.error?.issues.map((i) => [i.path.join('.'), i.message])).to.deep.equal([
      ['primaryUser.password', ADVERTISER_MESSAGES.passwordTooShort],
    ]);
    expect(pathsOf(RegisterAdvertiser.safeParse({ primaryUser: {} }))).to.have.members([
      'companyName',
      'contactEmail',
      'primaryUser.email',
      'primaryUser.firstName',
      'primaryUser.lastName',
      'primaryUser.password',
    ]);
  });

  it("accepts the spec's payload (an account status, the primary user's role and active flag) and drops what the server decides", () => {
    const spec = {
      ...registration,
      accountStatus: 'active',
      primaryUser: { ...registration.primaryUser, role: 'member', isActive: false },
    };
    expect(RegisterAdvertiser.parse(spec)).to.deep.equal(registration);
  });

  it('still refuses any other field', () => {
    expect(pathsOf(RegisterAdvertiser.safeParse({ ...registration, verified: true }))).to.deep.equal(['']);
    const extra = RegisterAdvertiser.safeParse({ ...registration, primaryUser: { ...registration.primaryUser, advertiserId: 'a1' } });
    expect(extra.error?.issues[0]).to.deep.include({ code: 'unrecognized_keys', keys: ['advertiserId'], path: ['primaryUser'] });
  });
});
