import { expect } from 'chai';
import { User } from '@tightlines/contracts';
import { HttpClient, signIn, startTestApp, type TestApp } from './support/index.ts';

describe('identity over HTTP: signing in through the development provider', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app?.close());

  it('answers 401 with the text Unauthorized to a visitor asking who they are', async () => {
    const me = await new HttpClient(app.url).get('/api/auth/user');
    expect(me.status).to.equal(401);
    expect(me.text).to.equal('Unauthorized');
    expect(`${me.status}: ${me.text}`).to.equal('401: Unauthorized');
  });

  it('signs a new angler in and knows them afterwards', async () => {
    const alice = await signIn(app, 'Alice Angler', { pictureUrl: 'https://example.com/alice.png' });
    expect(alice.landedOn).to.equal('/');
    const me = await alice.get('/api/auth/user');
    expect(me.status).to.equal(200);
    const user = User.parse(me.json);
    expect(user).to.include({
      displayName: 'Alice Angler',
      firstName: 'Alice',
      lastName: 'Angler',
      profileImageUrl: 'https://example.com/alice.png',
      shareTripLocations: true,
      location: null,
      bio: null,
      bannerImageUrl: null,
    });
  });
});
