import { expect } from 'chai';
import { areMates, assertMayFollow } from './follow.ts';
import { CannotFollowYourself } from './identity.errors.ts';

describe('identity: following', () => {
  it('refuses following yourself', () => {
    expect(() => assertMayFollow('rosa', 'rosa')).to.throw(CannotFollowYourself, 'You cannot follow yourself');
  });
  it('lets an angler follow another', () => {
    expect(() => assertMayFollow('rosa', 'bo')).not.to.throw();
  });
  it('makes mates only of anglers who follow each other', () => {
    expect(areMates({ follows: true, followedBy: true })).to.equal(true);
    expect(areMates({ follows: true, followedBy: false })).to.equal(false);
    expect(areMates({ follows: false, followedBy: true })).to.equal(false);
  });
});
