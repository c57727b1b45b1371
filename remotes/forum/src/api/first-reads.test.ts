// The kit brings React DOM, which looks for a document once, when loaded: a run may load this file first.
import '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { hashKey } from '@tanstack/react-query';
import { currentUserKey, urlOf } from '@tightlines/kit';
import { firstReads } from '@tightlines/kit/first-reads';
import { forumRoutes, identityRoutes } from '@tightlines/contracts';
import { forumKeys } from './forum.ts';

/** The reads the shell starts before the forum has loaded (kit first-reads.ts) are the forum page's own. */
describe("forum: the first screen's reads the shell starts early are the screen's own", () => {
  it('the questions, unfiltered as the page opens (no category, no search)', () => {
    const read = firstReads.forumQuestions();
    expect(hashKey(read.key)).to.equal(hashKey(forumKeys.list({ category: undefined, search: undefined })));
    expect(read.url).to.equal(urlOf(forumRoutes.listQuestions, { query: {} }));
  });

  it("the questions as the header's search sent them (?search=)", () => {
    const read = firstReads.forumQuestions(' pike lure ');
    expect(hashKey(read.key)).to.equal(hashKey(forumKeys.list({ category: undefined, search: 'pike lure' })));
    expect(read.url).to.equal(urlOf(forumRoutes.listQuestions, { query: { search: 'pike lure' } }));
    expect(hashKey(firstReads.forumQuestions('  ').key)).to.equal(hashKey(forumKeys.list({})));
  });

  it('the category counts, and who is signed in (the kit)', () => {
    expect(hashKey(firstReads.forumCategories().key)).to.equal(hashKey(forumKeys.counts()));
    expect(firstReads.forumCategories().url).to.equal(urlOf(forumRoutes.categoryCounts));
    expect(hashKey(firstReads.currentUser().key)).to.equal(hashKey(currentUserKey));
    expect(firstReads.currentUser().url).to.equal(urlOf(identityRoutes.currentUser));
  });
});
