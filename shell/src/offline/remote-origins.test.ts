import { expect } from 'chai';
import { RemoteOrigins, remoteOriginsIn } from './remote-origins.ts';

const OWN = 'https://tightlines.example';
const FORUM_CDN = 'https://forum.cdn.example';

describe("service worker: the remotes' other origins, kept for offline use too", () => {
  it('reads the origins remotes.json sends remotes to, besides its own', () => {
    const map = {
      feed: '/remotes/feed/mf-manifest.json',
      spots: `${OWN}/remotes/spots/mf-manifest.json`,
      forum: `${FORUM_CDN}/remotes/forum/mf-manifest.json`,
      tournaments: `${FORUM_CDN}/tournaments/mf-manifest.json`,
      advertiser: 'http://127.0.0.1:4100/remotes/advertiser/mf-manifest.json',
    };
    expect(remoteOriginsIn(map, OWN)).to.deep.equal([FORUM_CDN, 'http://127.0.0.1:4100']);
  });

  it('finds none in anything that is not a map of addresses', () => {
    for (const map of [undefined, null, 'feed', ['https://x.example/m.json'], { feed: 42 }, { feed: 'javascript:alert(1)' }]) {
      expect(remoteOriginsIn(map, OWN), JSON.stringify(map)).to.deep.equal([]);
    }
  });

  it('starts from the last map kept, and each new map replaces what it knew', async () => {
    const origins = new RemoteOrigins(OWN, async () => ({ forum: `${FORUM_CDN}/remotes/forum/mf-manifest.json` }));
    expect(await origins.has(FORUM_CDN)).to.equal(true);
    expect(await origins.has(OWN)).to.equal(false);
    origins.learn({ forum: '/remotes/forum/mf-manifest.json' });
    expect(await origins.has(FORUM_CDN), 'moved back home').to.equal(false);
  });

  it('knows none when no map was kept', async () => {
    expect(await new RemoteOrigins(OWN, async () => undefined).has(FORUM_CDN)).to.equal(false);
    expect(await new RemoteOrigins(OWN, () => Promise.reject(new Error('no cache'))).has(FORUM_CDN)).to.equal(false);
  });
});
