import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { MEDIA_MESSAGES, Profile, User } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, follows, mates, type Angler } from '../support/builders/anglers.ts';
import { aCatch, someContent } from '../support/builders/posts.ts';

describe('identity: profiles', () => {
  let app: TestApp;
  let rosa: Angler;
  let bo: Angler;
  before(async () => {
    app = await startTestApp();
    [rosa, bo] = await Promise.all([anAngler(app, 'Profile Rosa'), anAngler(app, 'Profile Bo')]);
  });
  after(() => app?.close());

  it("reads an angler's profile with whether I follow them and their counts", async () => {
    const res = await bo.get(`/api/profile/${rosa.id}`);
    expect(res.status).to.equal(200);
    const profile = Profile.parse(res.json);
    expect(profile).to.include({ id: rosa.id, displayName: 'Profile Rosa', isFollowing: false, shareTripLocations: true });
    expect(profile.counts).to.deep.equal({ posts: 0, catches: 0, species: 0, trips: 0, successfulTrips: 0, mates: 0 });
  });

  it('answers 404 User not found for an unknown angler', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nobody']) {
      const res = await bo.get(`/api/profile/${id}`);
      expect(res.status).to.equal(404);
      expect(res.json).to.deep.equal({ message: 'User not found', code: 'not_found' });
    }
  });

  it('counts Mates as anglers who follow each other, not mere followers', async () => {
    const [cy, di, ed] = await Promise.all(['Mate Cy', 'Mate Di', 'Fan Ed'].map((n) => anAngler(app, n)));
    await mates(cy, di);
    await mates(cy, ed);
    await follows(bo, cy); // a follower, not a mate
    await follows(cy, rosa); // followed, not a mate
    const seen = Profile.parse((await bo.get(`/api/profile/${cy.id}`)).json);
    expect(seen.counts.mates).to.equal(2);
    expect(seen.isFollowing).to.equal(true);
    await ed.send('DELETE', `/api/follow/${cy.id}`);
    expect(Profile.parse((await bo.get(`/api/profile/${cy.id}`)).json).counts.mates).to.equal(1);
    // The count is remembered between reads: a follow either way is seen by the very next one.
    await follows(ed, cy);
    expect(Profile.parse((await bo.get(`/api/profile/${cy.id}`)).json).counts.mates).to.equal(2);
    expect(Profile.parse((await bo.get(`/api/profile/${ed.id}`)).json).counts.mates).to.equal(1);
  });

  it('counts posts, catches and species each viewer may see (privacy applied), and trips', async () => {
    const [fay, mate, stranger] = await Promise.all(['Counting Fay', 'Fay Mate', 'Fay Stranger'].map((n) => anAngler(app, n)));
    await mates(fay, mate);
    await aCatch().of('walleye').by(fay);
    await aCatch().of('walleye').mates().by(fay);
    await aCatch().of('northern-pike').private().by(fay);
    await someContent('Jig colours by water clarity').by(fay);
    await fay.send('POST', '/api/spots/trips', { location: 'Back bay', latitude: 46.2, longitude: -93.6, fishingSuccess: true });
    const countsSeenBy = async (viewer: Angler) => Profile.parse((await viewer.get(`/api/profile/${fay.id}`)).json).counts;
    expect(await countsSeenBy(stranger)).to.deep.equal({ posts: 2, catches: 1, species: 1, trips: 1, successfulTrips: 1, mates: 1 });
    expect(await countsSeenBy(mate)).to.include({ posts: 3, catches: 2, species: 1 });
    expect(await countsSeenBy(fay)).to.include({ posts: 4, catches: 3, species: 2 });
  });

  it('keeps the counts exact when one angler shares and deletes several posts at once', async () => {
    const [gus, viewer] = await Promise.all(['Busy Gus', 'Gus Viewer'].map((n) => anAngler(app, n)));
    const species = ['walleye', 'northern-pike'];
    const first = await Promise.all(species.map((s) => aCatch().of(s).by(gus)));
    // At once (within a new angler's ten posts a day): more catches of the same species, content, a delete.
    await Promise.all([
      ...species.flatMap((s) => [aCatch().of(s).by(gus), aCatch().of(s).private().by(gus)]),
      ...[1, 2].map((n) => someContent(`Knot no. ${n}`).by(gus)),
      gus.send('DELETE', `/api/posts/${first[0]!.id}`),
    ]);
    const countsSeenBy = async (who: Angler) => Profile.parse((await who.get(`/api/profile/${gus.id}`)).json).counts;
    expect(await countsSeenBy(viewer)).to.include({ posts: 5, catches: 3, species: 2 });
    expect(await countsSeenBy(gus)).to.include({ posts: 7, catches: 5, species: 2 });
  });

  it('lets the owner edit their profile; a blank location or bio clears it', async () => {
    const res = await rosa.send('PATCH', `/api/profile/${rosa.id}`, {
      displayName: '  Rosa the Reel ',
      location: 'Truckee, CA',
      bio: 'Dry flies at dawn.',
      profileImageUrl: 'https://example.com/rosa.png',
      bannerImageUrl: '/media/banners/rosa.jpg',
    });
    expect(res.status, res.text).to.equal(200);
    expect(User.parse(res.json)).to.include({
      displayName: 'Rosa the Reel',
      location: 'Truckee, CA',
      bio: 'Dry flies at dawn.',
      profileImageUrl: 'https://example.com/rosa.png',
      bannerImageUrl: '/media/banners/rosa.jpg',
    });
    const cleared = await rosa.send('PATCH', `/api/profile/${rosa.id}`, { bio: '', profileImageUrl: null });
    expect(cleared.json).to.include({ bio: null, profileImageUrl: null, location: 'Truckee, CA', displayName: 'Rosa the Reel' });
    expect((await rosa.get('/api/auth/user')).json).to.include({ displayName: 'Rosa the Reel', bio: null });
  });

  it("refuses editing someone else's profile with 403, changing nothing", async () => {
    const res = await bo.send('PATCH', `/api/profile/${rosa.id}`, { displayName: 'Hacked' });
    expect(res.status).to.equal(403);
    expect(res.json).to.deep.equal({ message: 'You can only change your own profile', code: 'forbidden' });
    expect((await bo.get(`/api/profile/${rosa.id}`)).json).to.include({ displayName: 'Rosa the Reel' });
    expect((await bo.send('PUT', `/api/profile/${rosa.id}/trip-sharing`, { shareTripLocations: false })).status).to.equal(403);
  });

  it('refuses bad edits with 400 and changes nothing', async () => {
    for (const body of [
      { displayName: '' },
      { displayName: 'x'.repeat(61) },
      { bio: 'x'.repeat(501) },
      { location: 42 },
      { profileImageUrl: 'javascript:alert(1)' },
      { bannerImageUrl: 'data:text/html;base64,PGgxPg==' },
    ]) {
      const res = await rosa.send('PATCH', `/api/profile/${rosa.id}`, body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
    }
    expect((await rosa.get(`/api/profile/${rosa.id}`)).json).to.include({ displayName: 'Rosa the Reel', location: 'Truckee, CA' });
  });

  it('turns Share Trip Locations off and on for the owner', async () => {
    const off = await rosa.send('PUT', `/api/profile/${rosa.id}/trip-sharing`, { shareTripLocations: false });
    expect(off.status).to.equal(200);
    expect(off.json).to.include({ shareTripLocations: false });
    expect((await bo.get(`/api/profile/${rosa.id}`)).json).to.include({ shareTripLocations: false });
    expect((await rosa.send('PUT', `/api/profile/${rosa.id}/trip-sharing`, { shareTripLocations: 'no' })).status).to.equal(400);
    const on = await rosa.send('PUT', `/api/profile/${rosa.id}/trip-sharing`, { shareTripLocations: true });
    expect(on.json).to.include({ shareTripLocations: true });
  });

  describe('pictures sent as data URLs', () => {
    const dataUrl = (type: string, bytes: Uint8Array) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
    const photo = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#1d6f8f' } })
        .png()
        .toBuffer();

    it('stores the picture and banner and keeps their URLs, never base64', async () => {
      const res = await rosa.send('PATCH', `/api/profile/${rosa.id}`, {
        profileImageUrl: dataUrl('image/png', await photo(300, 300)),
        bannerImageUrl: dataUrl('image/png', await photo(1200, 400)),
      });
      expect(res.status, res.text).to.equal(200);
      const user = User.parse(res.json);
      expect(user.profileImageUrl).to.match(/^\/media\//);
      expect(user.bannerImageUrl).to.match(/^\/media\//);
      const served = await rosa.request(user.profileImageUrl!);
      expect(served.status).to.equal(200);
      expect(served.headers.get('content-type')).to.match(/^image\//);
    });

    it('refuses a file that is not an image (by its content) with the spec message, changing nothing', async () => {
      const before = (await rosa.get<{ profileImageUrl: string }>(`/api/profile/${rosa.id}`)).json.profileImageUrl;
      const res = await rosa.send('PATCH', `/api/profile/${rosa.id}`, {
        displayName: 'Not Saved',
        profileImageUrl: dataUrl('image/png', Buffer.from('<html>not a picture</html>')),
      });
      expect(res.status).to.equal(422);
      expect(res.json).to.include({ message: MEDIA_MESSAGES.notAnImage });
      expect((await rosa.get(`/api/profile/${rosa.id}`)).json).to.include({ profileImageUrl: before, displayName: 'Rosa the Reel' });
    });

    it('refuses an image over 5 MB with 413 and the spec message', async () => {
      const res = await rosa.send('PATCH', `/api/profile/${rosa.id}`, {
        bannerImageUrl: dataUrl('image/png', randomBytes(6 * 1024 * 1024)),
      });
      expect(res.status).to.equal(413);
      expect(res.json).to.include({ message: MEDIA_MESSAGES.imageTooLarge });
    });

    it("stores nothing for someone else's profile", async () => {
      const res = await bo.send('PATCH', `/api/profile/${rosa.id}`, { profileImageUrl: dataUrl('image/png', await photo(50, 50)) });
      expect(res.status).to.equal(403);
    });
  });
});
