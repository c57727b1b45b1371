import { expect } from 'chai';
import { canSeePost, fanOutTo, privaciesFor, shownAs, type PostPrivacy, type Relationship } from './visibility.ts';

const author = 'angler-rosa';
const post = (privacy: PostPrivacy) => ({ privacy, authorId: author, hidden: null });
const hiddenPost = (privacy: PostPrivacy) => ({
  privacy,
  authorId: author,
  hidden: { ruleId: 'respect', at: new Date('2026-11-28T07:00:00Z') },
});
const stranger: Relationship = { viewerFollowsAuthor: false, authorFollowsViewer: false };
const follower: Relationship = { viewerFollowsAuthor: true, authorFollowsViewer: false };
const followedByAuthor: Relationship = { viewerFollowsAuthor: false, authorFollowsViewer: true };
const mate: Relationship = { viewerFollowsAuthor: true, authorFollowsViewer: true };

describe('posts: who may see a post', () => {
  it('shows public posts to every signed-in angler', () => {
    for (const r of [stranger, follower, followedByAuthor, mate]) expect(canSeePost(post('public'), 'other', r)).to.equal(true);
  });
  it('shows mates-only posts to mates: anglers who follow the author and are followed back', () => {
    expect(canSeePost(post('mates'), 'other', mate)).to.equal(true);
  });
  it('hides mates-only posts from a follower the author does not follow back', () => {
    expect(canSeePost(post('mates'), 'other', follower)).to.equal(false);
  });
  it('hides mates-only posts from an angler the author follows who does not follow back', () => {
    expect(canSeePost(post('mates'), 'other', followedByAuthor)).to.equal(false);
  });
  it('hides mates-only posts from strangers', () => {
    expect(canSeePost(post('mates'), 'other', stranger)).to.equal(false);
  });
  it('hides private posts from everyone else, mates included', () => {
    for (const r of [stranger, follower, followedByAuthor, mate]) expect(canSeePost(post('private'), 'other', r)).to.equal(false);
  });
  it('always shows authors their own posts', () => {
    for (const privacy of ['public', 'mates', 'private'] as const) expect(canSeePost(post(privacy), author, stranger)).to.equal(true);
  });
  it('shows a post moderation hid to its author alone, whatever its privacy', () => {
    for (const privacy of ['public', 'mates', 'private'] as const) {
      expect(canSeePost(hiddenPost(privacy), author, stranger), privacy).to.equal(true);
      for (const r of [stranger, follower, followedByAuthor, mate])
        expect(canSeePost(hiddenPost(privacy), 'other', r), privacy).to.equal(false);
    }
  });
  it('reads a hidden post as a private one, and a shown one at its own privacy', () => {
    expect(shownAs(hiddenPost('public'))).to.equal('private');
    expect(shownAs(post('mates'))).to.equal('mates');
  });
});

describe("posts: which of an author's posts a viewer may see", () => {
  it('is everything for the author, public and mates-only for a mate, public only for anyone else', async () => {
    const { visiblePrivacies } = await import('./visibility.ts');
    expect(visiblePrivacies(author, author, stranger)).to.deep.equal(['public', 'mates', 'private']);
    expect(visiblePrivacies(author, 'other', mate)).to.deep.equal(['public', 'mates']);
    expect(visiblePrivacies(author, 'other', follower)).to.deep.equal(['public']);
    expect(visiblePrivacies(author, 'other', stranger)).to.deep.equal(['public']);
  });
});

describe('posts: the privacy table, read from the audience side', () => {
  it('lets anyone see public posts only, mates see mates-only posts only, and nobody else see private posts', () => {
    expect(privaciesFor('anyone')).to.deep.equal(['public']);
    expect(privaciesFor('mates')).to.deep.equal(['mates']);
    expect(privaciesFor('nobody')).to.deep.equal(['private']);
  });
  it("sends a public post into every follower's feed, a mates-only post into mates' feeds and a private post into no one else's", () => {
    expect(fanOutTo('public')).to.equal('followers');
    expect(fanOutTo('mates')).to.equal('mates');
    expect(fanOutTo('private')).to.equal('nobody');
  });
});
