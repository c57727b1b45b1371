import { expect } from 'chai';
import { displayNameOf, initialsOf } from './display-name.ts';

describe('feed: the name an angler goes by', () => {
  it('prefers the display name', () => {
    expect(displayNameOf({ displayName: 'Bass Queen', firstName: 'Ann', lastName: 'Lee' })).to.equal('Bass Queen');
  });
  it('falls back to first plus last name', () => {
    expect(displayNameOf({ displayName: ' ', firstName: 'Ann', lastName: 'Lee' })).to.equal('Ann Lee');
    expect(displayNameOf({ displayName: null, firstName: 'Ann', lastName: null })).to.equal('Ann');
  });
  it('says Angler when nothing is known', () => {
    expect(displayNameOf({ displayName: null, firstName: null, lastName: null })).to.equal('Angler');
    expect(displayNameOf(undefined)).to.equal('Angler');
  });
  it('makes initials for an avatar', () => {
    expect(initialsOf('ann lee smith')).to.equal('AL');
  });
});
