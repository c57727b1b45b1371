import { expect } from 'chai';
import { remoteToWarm } from './warm-remote.ts';

describe('shell: the remote fetched before the app renders', () => {
  const angler = 'theme=dark; tl.in=1';

  it("warms the page's own remote for a signed-in angler", () => {
    expect(remoteToWarm('/', angler)).to.equal('feed');
    expect(remoteToWarm('/profile/abc', angler)).to.equal('feed');
    expect(remoteToWarm('/messages', angler)).to.equal('forum');
    expect(remoteToWarm('/spots', angler)).to.equal('spots');
    expect(remoteToWarm('/tournaments/t1', angler)).to.equal('tournaments');
  });

  it('warms nothing a visitor would not see, nor the advertiser portal (a page of its own)', () => {
    expect(remoteToWarm('/advertiser/login', '')).to.equal(undefined);
    expect(remoteToWarm('/advertiser', angler)).to.equal(undefined);
    expect(remoteToWarm('/forum', '')).to.equal(undefined);
    expect(remoteToWarm('/no-such-page', angler)).to.equal(undefined);
    expect(remoteToWarm('/advertisers', angler)).to.equal(undefined);
  });
});
