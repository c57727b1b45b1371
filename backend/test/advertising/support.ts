import { expect } from 'chai';
import type { AdvertiserUser, RegisteredAdvertiser } from '@tightlines/contracts';
import { HttpClient } from '../support/index.ts';

/** A portal browser: its own cookie jar, no angler signed in. */
export interface PortalUser extends HttpClient {
  user: AdvertiserUser;
}

let serial = 0;

export function registration(overrides: Record<string, unknown> = {}, user: Record<string, unknown> = {}) {
  serial++;
  return {
    companyName: `Reel Deals ${serial}`,
    website: 'https://reeldeals.example',
    industry: 'Tackle',
    contactEmail: `contact${serial}@reeldeals.example`,
    contactPhone: '+1 555 0100',
    description: 'Rods, reels and bait',
    primaryUser: { email: `owner${serial}@reeldeals.example`, firstName: 'Rita', lastName: 'Reel', password: 'correct horse', ...user },
    ...overrides,
  };
}

/** Registers a company through the real call and signs its primary user in to the portal. */
export async function anAdvertiser(app: { url: string }, overrides: Record<string, unknown> = {}): Promise<PortalUser> {
  const body = registration(overrides);
  const browser = new HttpClient(app.url) as PortalUser;
  const registered = await browser.send<RegisteredAdvertiser>('POST', '/api/advertisers/register', body);
  expect(registered.status, registered.text).to.equal(201);
  const login = await browser.send<AdvertiserUser>('POST', '/api/advertisers/login', {
    email: body.primaryUser.email,
    password: body.primaryUser.password,
  });
  expect(login.status, login.text).to.equal(200);
  browser.user = login.json;
  return browser;
}
