import { expect } from 'chai';
import { anglerReadsOffline, isAlwaysFresh, isHashedAsset, publicReadsOffline, staysOnline } from './cache-rules.ts';
import { remoteFiles } from './warm-up.ts';

const navigatesToServer = (path: string) => staysOnline.some((rule) => rule.test(path));

describe('service worker: what is kept for offline use', () => {
  it('always asks the network first for the files that keep their names across builds', () => {
    for (const path of ['/remotes.json', '/remotes/feed/mf-manifest.json', '/remotes/feed/remoteEntry.js', '/remotes/forum/mf-stats.json'])
      expect(isAlwaysFresh(path), path).to.equal(true);
    expect(isAlwaysFresh('/remotes/feed/539.be106b26.js')).to.equal(false);
  });

  it('serves content-hashed files from the cache, never API answers or media', () => {
    expect(isHashedAsset('/remotes/feed/539.be106b26.js')).to.equal(true);
    expect(isHashedAsset('/remotes/feed/708.f4eed08f.css')).to.equal(true);
    expect(isHashedAsset('/main.f484184a.js')).to.equal(true);
    expect(isHashedAsset('/remotes/feed/remoteEntry.js')).to.equal(false);
    expect(isHashedAsset('/api/posts/0b3f5a2e-1c2d-4e5f-8a9b-0c1d2e3f4a5b.json')).to.equal(false);
    expect(isHashedAsset('/media/3f9a1c2b4d5e6f70.jpg')).to.equal(false);
  });

  it('keeps no per-angler API answer but who is signed in; public reads a form needs offline', () => {
    expect(anglerReadsOffline('/api/auth/user')).to.equal(true);
    for (const path of ['/api/posts/feed', '/api/profile/abc', '/api/notifications', '/api/trips/user/abc', '/api/export/catches.csv'])
      expect(anglerReadsOffline(path) || publicReadsOffline(path), path).to.equal(false);
    expect(publicReadsOffline('/api/config')).to.equal(true);
    expect(publicReadsOffline('/api/spots/with-trips')).to.equal(true);
  });

  it('never answers /api, /oidc, /media, a standalone remote’s page or the advertiser portal with the cached shell', () => {
    for (const path of ['/api/logout', '/api', '/oidc/auth', '/media/a.jpg', '/remotes/advertiser/', '/advertiser', '/advertiser/login'])
      expect(navigatesToServer(path), path).to.equal(true);
    for (const path of ['/', '/profile', '/trips/abc', '/forum/question/1', '/apiary', '/advertisers'])
      expect(navigatesToServer(path), path).to.equal(false);
  });

  it('reads a remote’s entry and first-screen chunks from its manifest', () => {
    const files = remoteFiles('http://app.test/remotes/feed/mf-manifest.json', {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { assets: { js: { sync: ['539.be106b26.js', '708.623de84c.js'], async: [] }, css: { sync: ['708.f4eed08f.css'], async: [] } } },
      ],
    });
    expect(files.fresh).to.deep.equal(['http://app.test/remotes/feed/mf-manifest.json', 'http://app.test/remotes/feed/remoteEntry.js']);
    expect(files.hashed).to.deep.equal([
      'http://app.test/remotes/feed/539.be106b26.js',
      'http://app.test/remotes/feed/708.623de84c.js',
      'http://app.test/remotes/feed/708.f4eed08f.css',
    ]);
  });
});
