import { expect } from 'chai';
import { AnglerPage, SuggestedAngler } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, follows, type Angler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';

/**
 * Part 1, 'A first screen with people in it': suggested anglers (mates of mates, the same species,
 * near, active lately) each with its reason — never anyone blocked either way, never what an angler
 * keeps to mates or to themself.
 */
describe('identity: suggested anglers to follow', function () {
  this.timeout(90_000);
  let app: TestApp;
  let vera: Angler;
  let anna: Angler; // vera follows her
  let carl: Angler; // anna follows him: a mate of a mate
  let dina: Angler; // public walleye, like vera
  let eddy: Angler; // lives near vera
  let pia: Angler; // walleye, but only private and mates-only
  let ben: Angler; // public walleye, but vera blocked him
  let bea: Angler; // public walleye, but she blocked vera
  let stranger: Angler; // nothing in common

  before(async () => {
    app = await startTestApp();
    [vera, anna, carl, dina, eddy, pia, ben, bea, stranger] = await Promise.all(
      [
        'Vera Viewer',
        'Anna Followed',
        'Carl Friendoffriend',
        'Dina Walleye',
        'Eddy Nearby',
        'Pia Private',
        'Ben Blocked',
        'Bea Blocker',
        'Stan Stranger',
      ].map((name) => anAngler(app, name)),
    );
    const where = async (angler: Angler, location: string) =>
      expect((await angler.send('PATCH', `/api/profile/${angler.id}`, { location })).status).to.equal(200);
    await where(vera, 'Quitman, TX');
    await where(eddy, 'Tyler, TX');
    await where(stranger, 'Bozeman, MT');
    await follows(vera, anna);
    await follows(anna, carl);
    await aCatch().of('walleye').private().by(vera);
    await aCatch().of('walleye').by(dina);
    await aCatch().of('walleye').private().by(pia);
    await aCatch().of('walleye').mates().by(pia);
    await aCatch().of('walleye').by(ben);
    await aCatch().of('walleye').by(bea);
    expect((await vera.send('POST', `/api/blocks/${ben.id}`)).status).to.be.within(200, 204);
    expect((await bea.send('POST', `/api/blocks/${vera.id}`)).status).to.be.within(200, 204);
  });
  after(() => app?.close());

  const suggestionsFor = async (angler: Angler, limit = 20) => {
    const res = await angler.get(`/api/users/suggested?limit=${limit}`);
    expect(res.status, res.text).to.equal(200);
    return SuggestedAngler.array().parse(res.json);
  };

  it('suggests mates of mates, the same species, and anglers near, each with its reason', async () => {
    const byName = new Map((await suggestionsFor(vera)).map((s) => [s.displayName, s]));
    expect(byName.get('Carl Friendoffriend')).to.include({
      reason: 'Followed by an angler you follow',
      reasonKind: 'mates-of-mates',
      isFollowing: false,
    });
    expect(byName.get('Dina Walleye')).to.include({ reason: 'Also catches Walleye', reasonKind: 'same-species' });
    expect(byName.get('Eddy Nearby')).to.include({ reason: 'Fishes near you in Tyler, TX', reasonKind: 'near' });
  });

  it('never suggests anyone blocked either way, anyone already followed, or the angler themself', async () => {
    const names = (await suggestionsFor(vera)).map((s) => s.displayName);
    expect(names).to.not.include.members(['Ben Blocked', 'Bea Blocker', 'Anna Followed', 'Vera Viewer']);
    expect((await suggestionsFor(ben)).map((s) => s.displayName)).to.not.include('Vera Viewer');
  });

  it("never makes a reason of catches kept private or to mates (a private-only angler's details stay theirs)", async () => {
    const names = (await suggestionsFor(vera)).map((s) => s.displayName);
    expect(names).to.not.include('Pia Private');
    // Vera's own walleye is private, yet it is hers to match on: Dina's public walleye is the reason.
    const forPia = (await suggestionsFor(pia)).find((s) => s.displayName === 'Vera Viewer');
    expect(forPia, 'Vera shared walleye only privately: no reason to show her to Pia').to.equal(undefined);
  });

  it('leaves out anglers with nothing in common and keeps to the limit', async () => {
    expect((await suggestionsFor(vera)).map((s) => s.displayName)).to.not.include('Stan Stranger');
    expect(await suggestionsFor(vera, 1)).to.have.length(1);
    expect((await vera.get('/api/users/suggested?limit=99')).status).to.equal(400);
  });

  it('stops suggesting an angler once followed', async () => {
    await follows(vera, eddy);
    expect((await suggestionsFor(vera)).map((s) => s.displayName)).to.not.include('Eddy Nearby');
  });

  it('tells in search results whom the searcher follows already (their Follow buttons)', async () => {
    const find = async (q: string) => AnglerPage.parse((await vera.get(`/api/users/search?q=${q}`)).json).items;
    const anna = (await find('anna')).find((a) => a.displayName === 'Anna Followed');
    const dina = (await find('dina')).find((a) => a.displayName === 'Dina Walleye');
    expect(anna?.isFollowing).to.equal(true);
    expect(dina?.isFollowing).to.equal(false);
  });

  it('says on a profile whether the viewer may message them: mates only, never across a block', async () => {
    const canMessage = async (viewer: Angler, other: Angler) =>
      (await viewer.get<{ canMessage: boolean }>(`/api/profile/${other.id}`)).json.canMessage;
    expect(await canMessage(vera, anna), 'vera follows anna, not back').to.equal(false);
    await follows(anna, vera);
    expect(await canMessage(vera, anna)).to.equal(true);
    expect(await canMessage(anna, vera)).to.equal(true);
    expect(await canMessage(vera, vera)).to.equal(false);
    expect(await canMessage(vera, ben)).to.equal(false);
    expect((await anna.send('POST', `/api/blocks/${vera.id}`)).status, 'a block either way ends it').to.equal(204);
    expect(await canMessage(vera, anna)).to.equal(false);
    expect(await canMessage(anna, vera)).to.equal(false);
    expect((await anna.send('DELETE', `/api/blocks/${vera.id}`)).status).to.equal(204);
  });
});
