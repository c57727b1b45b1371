import { expect } from 'chai';
import { AnglerPage, USER_SEARCH_TOO_SHORT } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';

describe('identity: Find People (user search)', () => {
  let app: TestApp;
  let me: Angler;
  before(async () => {
    app = await startTestApp();
    me = await anAngler(app, 'Searching Sam');
    for (const name of ['Walleye Wanda', 'Wanda Pike', 'Bass Bart', 'Trout Tina', 'Mr 100% Pike', 'Pike_Master', 'Paula Pike', 'Pete Pike']) {
      await anAngler(app, name);
    }
  });
  after(() => app?.close());

  const search = async (query: string) => {
    const res = await me.get(`/api/users/search?${query}`);
    expect(res.status, res.text).to.equal(200);
    return AnglerPage.parse(res.json);
  };
  const names = (page: { items: { displayName: string | null }[] }) => page.items.map((a) => a.displayName);

  it('needs at least 2 characters (400 with the message)', async () => {
    for (const q of ['q=w', 'q=%20w%20', '']) {
      const res = await me.get<{ message: string; issues: { message: string }[] }>(`/api/users/search?${q}`);
      expect(res.status, q).to.equal(400);
      expect(res.json.issues.map((i) => i.message)).to.include(USER_SEARCH_TOO_SHORT);
      expect(res.json.message, q).to.equal(`Invalid request: query.q: ${USER_SEARCH_TOO_SHORT}`);
    }
  });

  it('matches display names by any part, ignoring case, alphabetically', async () => {
    expect(names(await search('q=WANDA'))).to.deep.equal(['Walleye Wanda', 'Wanda Pike']);
    expect(names(await search('q=pike'))).to.deep.equal(['Mr 100% Pike', 'Paula Pike', 'Pete Pike', 'Pike_Master', 'Wanda Pike']);
    expect(names(await search('q=zz'))).to.deep.equal([]);
  });

  it('takes % and _ literally', async () => {
    expect(names(await search('q=0%25'))).to.deep.equal(['Mr 100% Pike']);
    expect(names(await search('q=e_m'))).to.deep.equal(['Pike_Master']);
  });

  it('pages with a cursor until nextCursor is null', async () => {
    const first = await search('q=ik&limit=2');
    expect(first.items).to.have.length(2);
    expect(first.nextCursor).to.be.a('string');
    const seen = [...names(first)];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await search(`q=ik&limit=2&cursor=${encodeURIComponent(cursor)}`);
      seen.push(...names(page));
      cursor = page.nextCursor;
    }
    const all = names(await search('q=ik&limit=50'));
    expect(seen).to.deep.equal(all);
    expect(all.length).to.be.greaterThan(4);
  });

  it('refuses a forged cursor with 400', async () => {
    expect((await me.get('/api/users/search?q=wa&cursor=not-ours')).status).to.equal(400);
    const wrongId = Buffer.from(JSON.stringify(['wanda', 'x'])).toString('base64url');
    expect((await me.get(`/api/users/search?q=wa&cursor=${wrongId}`)).status).to.equal(400);
  });

  it('shows no settings in results', async () => {
    const [wanda] = (await me.get<{ items: Record<string, unknown>[] }>('/api/users/search?q=walleye')).json.items;
    expect(wanda).not.to.have.property('shareTripLocations');
  });
});
