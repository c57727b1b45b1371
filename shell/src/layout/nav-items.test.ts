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

  it('orders the bottom bar Home, Spots, Forum, Messages, Groups, then Tournaments (short "Tourneys" under its icon)', () => {
    expect(bottomNavItems.map((i) => i.label)).to.deep.equal(['Home', 'Spots', 'Forum', 'Messages', 'Groups', 'Tournaments']);
    expect(bottomNavItems.map((i) => i.short ?? i.label)).to.deep.equal(['Home', 'Spots', 'Forum', 'Messages', 'Groups', 'Tourneys']);
  });

  it('offers Forum, Messages, Groups, Spots and Tournaments in the desktop header', () => {
    expect(headerNavItems.map((i) => i.label)).to.deep.equal(['Forum', 'Messages', 'Groups', 'Spots', 'Tournaments']);
  });
});
