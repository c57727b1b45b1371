import { expect } from 'chai';
import { Profile, ProfilePatch, UserSearchQuery, UserStats, profilesRoutes } from './profiles.ts';

const tinyJpeg = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0a';

describe('contracts: profiles', () => {
  it('takes any subset of the Edit Profile fields', () => {
    expect(ProfilePatch.parse({})).to.deep.equal({});
    expect(ProfilePatch.parse({ bio: '  Fly fishing the Truckee  ' })).to.deep.equal({ bio: 'Fly fishing the Truckee' });
  });
  it('takes pictures as data URLs, stored URLs, or null to remove them', () => {
    const patch = { profileImageUrl: tinyJpeg, bannerImageUrl: null };
    expect(ProfilePatch.parse(patch)).to.deep.equal(patch);
    expect(ProfilePatch.safeParse({ profileImageUrl: 'https://example.com/me.png' }).success).to.equal(true);
  });
  it('refuses a picture that is not an image, and huge text', () => {
    expect(ProfilePatch.safeParse({ profileImageUrl: 'data:text/plain;base64,aGk=' }).success).to.equal(false);
    expect(ProfilePatch.safeParse({ bio: 'x'.repeat(501) }).success).to.equal(false);
    expect(ProfilePatch.safeParse({ displayName: 'x'.repeat(61) }).success).to.equal(false);
    expect(ProfilePatch.safeParse({ displayName: '   ' }).success).to.equal(false);
  });
  it('searches anglers only from 2 characters, with a message the UI can show', () => {
    const short = UserSearchQuery.safeParse({ q: 'a ' });
    expect(short.success).to.equal(false);
    expect(short.error?.issues[0].message).to.equal('Type at least 2 characters to search for anglers');
    expect(UserSearchQuery.safeParse({}).error?.issues[0].message).to.equal('Type at least 2 characters to search for anglers');
    expect(UserSearchQuery.parse({ q: 'ro' })).to.deep.equal({ q: 'ro', limit: 20 });
  });
  it('shows a profile with whether I follow them and its counts', () => {
    const profile = {
      id: 'u1',
      displayName: 'Rosa',
      firstName: null,
      lastName: null,
      location: 'Truckee, CA',
      bio: null,
      profileImageUrl: null,
      bannerImageUrl: null,
      shareTripLocations: true,
      isFollowing: false,
      counts: { posts: 3, catches: 2, species: 2, trips: 4, successfulTrips: 1, mates: 0 },
      hidden: null,
    };
    expect(Profile.safeParse(profile).success).to.equal(true);
    expect(Profile.safeParse({ ...profile, counts: { ...profile.counts, mates: -1 } }).success).to.equal(false);
  });
  it("shapes statistics as the spec's User stats", () => {
    const stats = {
      totalCatches: 2,
      totalSpecies: 1,
      totalTrips: 0,
      successfulTrips: 0,
      biggestByLength: { length: 21.5, species: 'largemouth-bass' },
      biggestByWeight: null,
      speciesBreakdown: [{ species: 'largemouth-bass', count: 2, maxWeight: null, maxLength: 21.5 }],
    };
    expect(UserStats.safeParse(stats).success).to.equal(true);
  });
  it('declares follow/unfollow with 422 for following yourself', () => {
    expect(profilesRoutes.follow).to.include({ method: 'POST', path: '/api/follow/:userId' });
    expect(profilesRoutes.follow.responses).to.include.keys('422');
    expect(profilesRoutes.unfollow).to.include({ method: 'DELETE', path: '/api/follow/:userId' });
    expect(profilesRoutes.updateProfile.responses).to.include.keys('403', '413');
  });
});
