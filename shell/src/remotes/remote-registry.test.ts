import { expect } from 'chai';
import { inlineRemotes } from './remote-registry.ts';

const pageWith = (text: string | null) => ({ getElementById: (id: string) => (id === 'tl-remotes' && text !== null ? ({ textContent: text } as HTMLElement) : null) });

describe("shell: the remotes' addresses the page carries", () => {
  it('reads the map the build wrote into the page', () => {
    expect(inlineRemotes(pageWith('{"feed":"/remotes/feed/mf-manifest.json"}'))).to.deep.equal({ feed: '/remotes/feed/mf-manifest.json' });
  });

  it('gives nothing for a page without it, or with something else in it', () => {
    expect(inlineRemotes(pageWith(null))).to.equal(undefined);
    expect(inlineRemotes(pageWith(''))).to.equal(undefined);
    expect(inlineRemotes(pageWith('{"feed":'))).to.equal(undefined);
    expect(inlineRemotes(pageWith('["feed"]'))).to.equal(undefined);
  });
});
