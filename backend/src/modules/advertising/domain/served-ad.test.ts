import { expect } from 'chai';
import { AdNotServedToYou } from './advertising.errors.ts';
import { isOwnTraffic } from './billing.ts';
import { claimsFor, expired, TOKEN_TTL_MS, type AdTokenClaims } from './served-ad.ts';

const claims: AdTokenClaims = { id: 't1', adId: 'ad1', campaignId: 'c1', viewer: 'angler:andy', servedAt: 1_000_000 };

describe('advertising served ads: whose token it is, how long it lasts, whose traffic is billed', () => {
  it('accepts a token only from the viewer it was served to, for its own ad', () => {
    expect(claimsFor(claims, 'angler:andy', 'ad1')).to.equal(claims);
    expect(() => claimsFor(claims, 'angler:bella', 'ad1')).to.throw(AdNotServedToYou, 'This ad was not served to you');
    expect(() => claimsFor(claims, 'angler:andy', 'ad2')).to.throw(AdNotServedToYou);
    expect(() => claimsFor(null, 'angler:andy', 'ad1')).to.throw(AdNotServedToYou);
  });

  it('lets an impression arrive within an hour of serving', () => {
    expect(expired(claims, new Date(claims.servedAt + TOKEN_TTL_MS))).to.equal(false);
    expect(expired(claims, new Date(claims.servedAt + TOKEN_TTL_MS + 1))).to.equal(true);
  });

  it("treats a viewer who works for the ad's advertiser as its own traffic, and nobody else", () => {
    expect(isOwnTraffic(new Set(['reel-deals']), 'reel-deals')).to.equal(true);
    expect(isOwnTraffic(new Set(['blue-water']), 'reel-deals')).to.equal(false);
    expect(isOwnTraffic(new Set(), 'reel-deals')).to.equal(false);
  });
});
