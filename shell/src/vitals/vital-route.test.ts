import { expect } from 'chai';
import { VITAL_ROUTES, VITALS_PATH } from '@tightlines/contracts';
import { anglerRoutes } from '../routing/remote-routes.ts';
import { vitalRouteOf } from './vital-route.ts';
import { VITALS_ENDPOINT } from './vitals-beacon.ts';

describe('shell: real-user vitals are filed under route templates', () => {
  it('files a page under its route template, never its address', () => {
    expect(vitalRouteOf('/forum/question/8d0c6f3e')).to.equal('/forum/question/:id');
    expect(vitalRouteOf('/profile/0b6f1c9e-8d7a-4c1e-9f00-1234567890ab')).to.equal('/profile/:id');
    expect(vitalRouteOf('/')).to.equal('/');
    expect(vitalRouteOf('/advertiser/campaigns/42')).to.equal('/advertiser/*');
    expect(vitalRouteOf('/no/such/page')).to.equal('other');
  });

  it('knows only templates the backend accepts, and sends them where the contract says', () => {
    for (const route of anglerRoutes) expect(VITAL_ROUTES, route.path).to.include(route.path);
    expect(VITALS_ENDPOINT).to.equal(VITALS_PATH);
  });
});
