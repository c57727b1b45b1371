import { expect } from 'chai';
import pg from 'pg';
import { AnglerPage, USER_SEARCH_TOO_SHORT } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, follows, type Angler } from '../support/builders/anglers.ts';
import { SEARCH_WALK } from '../../src/modules/identity/adapters/persistence/angler-search.sql.ts';

describe('identity: Find People (user search)', () => {
  let app: TestApp;
  let me: Angler;
  before(async () => {
    app = await startTestApp();
    me = await anAngler(app, 'Searching Sam');
    for (const name of [
      'Walleye Wanda',
      'Wanda Pike',
      'Bass Bart',
      'Trout Tina',
      'Mr 100% Pike',
      'Pike_Master',
      'Paula Pike',
      'Pete Pike',
    ]) {
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

  it('finds anglers far past the first names of the alphabet, in order, page after page (the trigram index takes over from the walk)', async () => {
    // More anglers than the ordered walk reads, all before the ones searched for, alphabetically.
    const db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    try {
      await db.query(`insert into users (id, display_name) select gen_random_uuid(), 'Aaron Filler ' || lpad(n::text, 5, '0')
                      from generate_series(1, ${SEARCH_WALK + 50}) n`);
    } finally {
      await db.end();
    }
    const late = ['Yusuf Tuckahoe', 'Zed Tuckahoe', 'Zoe Tuckahoe'];
    for (const name of late) await anAngler(app, name);
    expect(names(await search('q=tuckahoe'))).to.deep.equal(late);
    const first = await search('q=tuckahoe&limit=2');
    expect(names(first)).to.deep.equal(late.slice(0, 2));
    const rest = await search(`q=tuckahoe&limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(names(rest)).to.deep.equal(late.slice(2));
    expect(rest.nextCursor).to.equal(null);
    // A part that is everywhere: the page comes from the walk, in order.
    const fillers = names(await search('q=filler&limit=3'));
    expect(fillers).to.deep.equal(['Aaron Filler 00001', 'Aaron Filler 00002', 'Aaron Filler 00003']);
    expect(names(await search('q=zzqx'))).to.deep.equal([]);
  });

  it('finds an angler who signs up or renames themself right after the same search (remembered pages are forgotten)', async () => {
    expect(names(await search('q=heron'))).to.deep.equal([]);
    const heron = await anAngler(app, 'Grey Heron');
    expect(names(await search('q=heron'))).to.deep.equal(['Grey Heron']);
    expect(names(await search('q=kingfisher'))).to.deep.equal([]);
    expect((await heron.send('PATCH', `/api/profile/${heron.id}`, { displayName: 'Kingfisher Kim' })).status).to.equal(200);
    expect(names(await search('q=kingfisher'))).to.deep.equal(['Kingfisher Kim']);
    // Still found by her last name from the provider, under the name she chose.
    expect(names(await search('q=heron'))).to.deep.equal(['Kingfisher Kim']);
  });

  it("says whom the searcher follows and leaves out anglers blocked either way, in the searcher's page only", async () => {
    const [ines, olaf, pia] = await Promise.all(['Blockwise Ines', 'Blockwise Olaf', 'Blockwise Pia'].map((n) => anAngler(app, n)));
    await follows(me, pia);
    expect((await ines.send('POST', `/api/blocks/${me.id}`)).status).to.equal(204);
    expect((await me.send('POST', `/api/blocks/${olaf.id}`)).status).to.equal(204);
    const page = await search('q=blockwise');
    expect(page.items.map((a) => [a.displayName, a.isFollowing])).to.deep.equal([['Blockwise Pia', true]]);
    const seenByPia = AnglerPage.parse((await pia.get('/api/users/search?q=blockwise')).json);
    expect(seenByPia.items.map((a) => [a.displayName, a.isFollowing])).to.deep.equal([
      ['Blockwise Ines', false],
      ['Blockwise Olaf', false],
      ['Blockwise Pia', false],
    ]);
  });
});
