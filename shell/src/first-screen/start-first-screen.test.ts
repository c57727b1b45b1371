import { expect } from 'chai';
import { firstScreenReads } from './start-first-screen.ts';

describe('shell: what a page asks for before the app has loaded', () => {
  const angler = 'theme=dark; tl.in=1';
  const urls = (pathname: string, search: string, cookies: string) => firstScreenReads(pathname, search, cookies).map((read) => read.url);

  it("asks, for an angler, who is signed in and what the page's screen reads", () => {
    expect(urls('/', '', angler)).to.deep.equal(['/api/auth/user', '/api/posts/feed?limit=20', '/api/settings/muted-words', '/api/config']);
    expect(urls('/tournaments', '', angler)).to.deep.equal(['/api/auth/user', '/api/tournaments']);
    // Screens whose cards fold by the muted words ask for them beside their own reads.
    expect(urls('/messages', '', angler)).to.deep.equal(['/api/auth/user', '/api/settings/muted-words']);
    // A page whose screen declares nothing, or no page at all: the session only (the gate needs it).
    expect(urls('/groups', '', angler)).to.deep.equal(['/api/auth/user']);
    expect(urls('/no-such-page', '', angler)).to.deep.equal(['/api/auth/user']);
  });

  it('asks nothing for a visitor (the landing, the sign-in prompt), nor on the advertiser portal', () => {
    expect(urls('/', '', '')).to.deep.equal([]);
    expect(urls('/forum', '', 'theme=dark')).to.deep.equal([]);
    expect(urls('/advertiser/login', '', angler)).to.deep.equal([]);
    expect(urls('/advertiser', '', angler)).to.deep.equal([]);
  });
});

describe('shell: the first reads handed to the query cache', () => {
  it('are handed over once, and none is started after that', async () => {
    const { startFirstScreen, takeStartedReads } = await import('./start-first-screen.ts');
    const fetched: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string) => {
      fetched.push(url);
      return new Response('null');
    }) as typeof fetch;
    try {
      startFirstScreen({ pathname: '/tournaments', search: '' }, 'tl.in=1');
      expect(takeStartedReads().map((read) => read.url)).to.deep.equal(['/api/auth/user', '/api/tournaments']);
      expect(takeStartedReads()).to.deep.equal([]);
      startFirstScreen({ pathname: '/tournaments', search: '' }, 'tl.in=1');
      expect(takeStartedReads()).to.deep.equal([]);
      expect(fetched).to.deep.equal(['/api/auth/user', '/api/tournaments']);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
