// The kit brings React DOM, which looks for a document once, when loaded: a run may load this file first.
import '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { hashKey } from '@tanstack/react-query';
import { urlOf } from '@tightlines/kit';
import { firstReads } from '@tightlines/kit/first-reads';
import { PAGE_SIZE, postsRoutes, profilesRoutes } from '@tightlines/contracts';
import { keys } from './keys.ts';

/**
 * The shell starts these before the feed has loaded (kit first-reads.ts): they help only if they are the
 * very reads the feed's hooks make — the same key (as react-query hashes it) and the same first request.
 */
describe("feed: the first screens' reads the shell starts early are the screens' own", () => {
  it("the home's Following feed, its first page", () => {
    const read = firstReads.followingFeed();
    expect(hashKey(read.key)).to.equal(hashKey(keys.followingFeed()));
    expect(read.url).to.equal(urlOf(postsRoutes.followingFeed, { query: { cursor: undefined, limit: PAGE_SIZE.default } }));
    expect(read.pages).to.equal(true);
  });

  it("a profile and the angler's posts, whatever the id holds", () => {
    const id = 'angler 7/ü';
    expect(hashKey(firstReads.profile(id).key)).to.equal(hashKey(keys.profile(id)));
    expect(firstReads.profile(id).url).to.equal(urlOf(profilesRoutes.profile, { params: { userId: id } }));
    expect(hashKey(firstReads.anglersPosts(id).key)).to.equal(hashKey(keys.anglersPosts(id)));
    expect(firstReads.anglersPosts(id).url).to.equal(
      urlOf(postsRoutes.anglersPosts, { params: { userId: id }, query: { cursor: undefined, limit: PAGE_SIZE.default } }),
    );
    expect(firstReads.anglersPosts(id).pages).to.equal(true);
  });

  it('tells a different key apart (the check itself works)', () => {
    expect(hashKey(firstReads.profile('a').key)).to.not.equal(hashKey(keys.profile('b')));
  });
});
