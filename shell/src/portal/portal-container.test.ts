import { expect } from 'chai';
import { remoteEntryUrl } from './portal-container.ts';

const manifest = (publicPath: string | undefined, path = '') => ({
  metaData: { globalName: 'advertiser', publicPath, remoteEntry: { name: 'remoteEntry.js', path } },
});

describe('shell: the advertiser portal page finds its remote', () => {
  it("loads the remote's entry beside its manifest, wherever the manifest lives", () => {
    expect(remoteEntryUrl('http://app.test/remotes/advertiser/mf-manifest.json', manifest('auto'))).to.equal(
      'http://app.test/remotes/advertiser/remoteEntry.js',
    );
    expect(remoteEntryUrl('https://ads.example/portal/mf-manifest.json', manifest(undefined, 'js'))).to.equal(
      'https://ads.example/portal/js/remoteEntry.js',
    );
  });

  it('takes the public path the manifest names', () => {
    expect(remoteEntryUrl('http://app.test/remotes/advertiser/mf-manifest.json', manifest('https://cdn.example/adv/'))).to.equal(
      'https://cdn.example/adv/remoteEntry.js',
    );
  });
});
