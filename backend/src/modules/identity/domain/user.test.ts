import { expect } from 'chai';
import { User } from './user.ts';

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
    user.displayName = 'Alice the Pike Hunter';
    user.fillBlanksFrom({ displayName: 'Al', firstName: 'Alice', lastName: null, profileImageUrl: 'https://x/p.png' });
    expect(user.displayName).to.equal('Alice the Pike Hunter');
    expect(user.firstName).to.equal('Alice');
    expect(user.profileImageUrl).to.equal('https://x/p.png');
  });
});
