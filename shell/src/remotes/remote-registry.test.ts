import { expect } from 'chai';
import { readRemotesMap, remotesMapFrom } from './remote-registry.ts';

/** A fetch that answers remotes.json with `body` (and `status`), and records what was asked. */
function serving(body: string, status = 200) {
  const asked: { url: string; init?: RequestInit }[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    asked.push({ url, init });
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetcher, asked };
}

describe("shell: the remotes' addresses, read at run time", () => {
  it('reads remotes.json from its own origin, as the page preloads it', async () => {
    const { fetcher, asked } = serving(
      '{"feed":"/remotes/feed/mf-manifest.json","forum":"https://forum.example/remotes/forum/mf-manifest.json"}',
    );
    expect(await readRemotesMap(fetcher)).to.deep.equal({
      feed: '/remotes/feed/mf-manifest.json',
      forum: 'https://forum.example/remotes/forum/mf-manifest.json',
    });
    // The preload (crossorigin="anonymous") is only taken by a request with the same credentials mode.
    expect(asked).to.deep.equal([{ url: '/remotes.json', init: { credentials: 'same-origin' } }]);
  });

  it('refuses a map it cannot use, saying what is wrong', async () => {
    const missing = serving('Not found', 404);
    await readRemotesMap(missing.fetcher).then(
      () => expect.fail('a 404 is no map'),
      (error: Error) => expect(error.message).to.equal('/remotes.json answered 404'),
    );
    const list = serving('["feed"]');
    await readRemotesMap(list.fetcher).then(
      () => expect.fail('a list is no map'),
      (error: Error) => expect(error.message).to.match(/not a map of remote names/),
    );
  });

  it('takes only objects of names to non-empty addresses', () => {
    expect(remotesMapFrom({ feed: '/remotes/feed/mf-manifest.json' })).to.deep.equal({ feed: '/remotes/feed/mf-manifest.json' });
    expect(remotesMapFrom({})).to.deep.equal({});
    expect(remotesMapFrom(null)).to.equal(undefined);
    expect(remotesMapFrom('feed')).to.equal(undefined);
    expect(remotesMapFrom(['feed'])).to.equal(undefined);
    expect(remotesMapFrom({ feed: 42 })).to.equal(undefined);
    expect(remotesMapFrom({ feed: ' ' })).to.equal(undefined);
  });
});
