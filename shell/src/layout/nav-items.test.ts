import { expect } from 'chai';
import { bottomNavItems, headerNavItems, isActivePath } from './nav-items.ts';

describe('navigation', () => {
  it('lights Home only on the home route itself', () => {
    expect(isActivePath('/', '/')).to.equal(true);
    expect(isActivePath('/forum', '/')).to.equal(false);
    expect(isActivePath('/profile/42', '/')).to.equal(false);
  });

  it('lights the other links for every path under them', () => {
    expect(isActivePath('/forum', '/forum')).to.equal(true);
    expect(isActivePath('/forum/question/7', '/forum')).to.equal(true);
    expect(isActivePath('/messages', '/forum')).to.equal(false);
    expect(isActivePath('/', '/spots')).to.equal(false);
  });

  it('orders the bottom bar Home, Spots, Forum, Messages, Groups', () => {
    expect(bottomNavItems.map((i) => i.label)).to.deep.equal(['Home', 'Spots', 'Forum', 'Messages', 'Groups']);
  });

  it('offers Forum, Messages, Groups and Spots in the desktop header', () => {
    expect(headerNavItems.map((i) => i.label)).to.deep.equal(['Forum', 'Messages', 'Groups', 'Spots']);
  });
});
