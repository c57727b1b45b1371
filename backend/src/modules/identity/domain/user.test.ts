import { expect } from 'chai';
import { User } from './user.ts';
import { NotYourProfile } from './identity.errors.ts';

describe('identity: a new angler', () => {
  it('shares trip locations until they turn it off', () => {
    const user = User.register({ displayName: 'Alice Angler', firstName: 'Alice', lastName: 'Angler', profileImageUrl: null });
    expect(user.shareTripLocations).to.equal(true);
  });

  it('is named from first and last name when the provider gives no display name', () => {
    const user = User.register({ displayName: null, firstName: 'Bob', lastName: 'Bass', profileImageUrl: null });
    expect(user.displayName).to.equal('Bob Bass');
  });

  it('keeps what the angler edited when signing in again', () => {
    const user = User.register({ displayName: 'Al', firstName: null, lastName: null, profileImageUrl: null });
    user.edit(user.id, { displayName: 'Alice the Pike Hunter' });
    user.fillBlanksFrom({ displayName: 'Al', firstName: 'Alice', lastName: null, profileImageUrl: 'https://x/p.png' });
    expect(user.displayName).to.equal('Alice the Pike Hunter');
    expect(user.firstName).to.equal('Alice');
    expect(user.profileImageUrl).to.equal('https://x/p.png');
  });
});

describe('identity: editing a profile', () => {
  const rosa = () => User.register({ displayName: 'Rosa', firstName: 'Rosa', lastName: 'Reel', profileImageUrl: 'https://x/r.png' });

  it('changes only the fields given, clears those set to null or blank', () => {
    const user = rosa();
    user.edit(user.id, { bio: 'Fly fishing on the Truckee', location: '', profileImageUrl: null });
    expect(user).to.include({ displayName: 'Rosa', bio: 'Fly fishing on the Truckee', location: null, profileImageUrl: null });
  });

  it('refuses anyone but the angler, for the profile and the trip-sharing setting', () => {
    const user = rosa();
    expect(() => user.edit('someone-else', { bio: 'hacked' })).to.throw(NotYourProfile);
    expect(() => user.shareTripLocationsWith('someone-else', false)).to.throw(NotYourProfile);
    expect(user.bio).to.equal(null);
    expect(user.shareTripLocations).to.equal(true);
  });
});
