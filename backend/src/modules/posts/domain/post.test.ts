import { expect } from 'chai';
import { Post, type CatchToShare, type ContentToShare } from './post.ts';
import { fieldsOf, postFromFields } from './post-fields.ts';
import {
  CatchNeedsSpecies,
  ContentIsNotForMates,
  ContentNeedsTitle,
  NotTheAuthor,
  PhotoRequired,
  PlaceNeedsBothCoordinates,
  SizeOutOfRange,
  VideoRequired,
} from './post.errors.ts';

const at = new Date('2026-05-01T06:30:00Z');
const aCatch = (over: Partial<CatchToShare> = {}): CatchToShare => ({
  id: 'p1',
  authorId: 'rosa',
  createdAt: at,
  privacy: 'public',
  species: 'rainbow-trout',
  weight: 3.4,
  length: 18,
  method: ' Dry fly ',
  description: '  Evening rise  ',
  precisions: { publicPrecision: '1km', matesPrecision: 'exact' },
  ...over,
});
const content = (over: Partial<ContentToShare> = {}): ContentToShare => ({
  id: 'p2',
  authorId: 'rosa',
  createdAt: at,
  privacy: 'public',
  title: ' Knots ',
  contentType: 'text',
  ...over,
});
const stranger = { viewerFollowsAuthor: false, authorFollowsViewer: false };

describe('posts: a shared catch', () => {
  it('needs a species from the list', () => {
    expect(() => Post.shareCatch(aCatch({ species: '' }), [])).to.throw(CatchNeedsSpecies);
    expect(() => Post.shareCatch(aCatch({ species: 'kraken' }), [])).to.throw(CatchNeedsSpecies);
  });
  it('refuses negative sizes', () => {
    expect(() => Post.shareCatch(aCatch({ weight: -1 }), [])).to.throw(SizeOutOfRange);
    expect(() => Post.shareCatch(aCatch({ length: -0.1 }), [])).to.throw(SizeOutOfRange);
    expect(() => Post.shareCatch(aCatch({ length: Number.NaN }), [])).to.throw(SizeOutOfRange);
  });
  it('trims its description and method', () => {
    const props = Post.shareCatch(aCatch(), []).toProps();
    expect(props).to.include({ description: 'Evening rise', method: 'Dry fly', kind: 'catch' });
  });
  it('is a personal best when it beats the earlier catches of its species', () => {
    expect(fieldsOf(Post.shareCatch(aCatch(), [{ weight: 2, length: 15 }]).toProps()).isPersonalBest).to.equal(true);
    expect(fieldsOf(Post.shareCatch(aCatch(), [{ weight: 5, length: 22 }]).toProps()).isPersonalBest).to.equal(false);
  });
  it('weighed by its store, is a best only when the store says so, and is checked like any catch', () => {
    const post = Post.shareCatchWeighedByStore(aCatch());
    expect(fieldsOf(post.toProps()).isPersonalBest).to.equal(false);
    expect(fieldsOf(post.weighed(true).toProps()).isPersonalBest).to.equal(true);
    expect(() => Post.shareCatchWeighedByStore(aCatch({ weight: -1 }))).to.throw(SizeOutOfRange);
  });
  it('may be for mates only', () => {
    expect(Post.shareCatch(aCatch({ privacy: 'mates' }), []).privacy).to.equal('mates');
  });
  it('has both coordinates of its place or neither', () => {
    expect(() => Post.shareCatch(aCatch({ latitude: 39.1 }), [])).to.throw(PlaceNeedsBothCoordinates);
    expect(() => Post.shareCatch(aCatch({ longitude: -120 }), [])).to.throw(PlaceNeedsBothCoordinates);
    expect(fieldsOf(Post.shareCatch(aCatch({ latitude: 39.1, longitude: -120 }), []).toProps())).to.include({
      latitude: 39.1,
      longitude: -120,
    });
    expect(fieldsOf(Post.shareCatch(aCatch(), []).toProps())).to.include({ latitude: null, longitude: null });
  });
});

describe('posts: shared content', () => {
  it('needs a title, trimmed', () => {
    expect(() => Post.shareContent(content({ title: '   ' }))).to.throw(ContentNeedsTitle, 'Title required');
    expect(fieldsOf(Post.shareContent(content()).toProps()).title).to.equal('Knots');
  });
  it('needs a photo on the Photo tab and a video on the Video tab', () => {
    expect(() => Post.shareContent(content({ contentType: 'photo' }))).to.throw(PhotoRequired);
    expect(() => Post.shareContent(content({ contentType: 'video' }))).to.throw(VideoRequired);
    expect(Post.shareContent(content({ contentType: 'photo', imageUrl: '/media/a.jpg' })).toProps()).to.include({
      kind: 'photo',
      imageUrl: '/media/a.jpg',
    });
  });
  it('is public or private, never mates only', () => {
    expect(() => Post.shareContent(content({ privacy: 'mates' }))).to.throw(ContentIsNotForMates);
  });
  it('keeps tags trimmed, without empty ones or repeats', () => {
    const tags = fieldsOf(Post.shareContent(content({ tags: [' knots ', '', '  ', 'basics', 'knots'] })).toProps()).tags;
    expect(tags).to.deep.equal(['knots', 'basics']);
  });
  it('stores a blank description as none', () => {
    expect(Post.shareContent(content({ description: '  ' })).toProps().description).to.equal(null);
  });
  it('is never a personal best and carries no catch details', () => {
    expect(fieldsOf(Post.shareContent(content()).toProps())).to.include({ isPersonalBest: false, species: null, weight: null });
  });
});

describe('posts: reading and deleting', () => {
  it('lets only its author delete it', () => {
    const post = Post.shareCatch(aCatch(), []);
    expect(() => post.assertDeletableBy('rosa')).not.to.throw();
    expect(() => post.assertDeletableBy('bo')).to.throw(NotTheAuthor);
  });
  it('hides a private post from other anglers', () => {
    const post = Post.shareCatch(aCatch({ privacy: 'private' }), []);
    expect(post.isVisibleTo('bo', stranger)).to.equal(false);
    expect(post.isVisibleTo('rosa', stranger)).to.equal(true);
  });
  it('restores a stored post as it was', () => {
    const props = Post.shareContent(content({ tags: ['knots'] })).toProps();
    expect(Post.restore({ ...props }).toProps()).to.deep.equal(props);
  });
  it('comes back from its stored fields as the same kind, whatever the kind', () => {
    for (const post of [
      Post.shareCatch(aCatch({ latitude: 39.1, longitude: -120, imageUrl: '/media/c.jpg' }), []),
      Post.shareContent(content({ contentType: 'photo', imageUrl: '/media/a.jpg', tags: ['knots'] })),
      Post.shareContent(content({ contentType: 'video', videoUrl: '/media/v.mp4', privacy: 'private' })),
      Post.shareContent(content({ description: 'How I tie it' })),
    ]) {
      expect(postFromFields(fieldsOf(post.toProps()))).to.deep.equal(post.toProps());
    }
  });
});

describe('posts: errors', () => {
  it('are of the kernel kinds the HTTP table maps, each with its own code', async () => {
    const kernel = await import('../../../shared/kernel/domain-errors.ts');
    const errors = await import('./post.errors.ts');
    expect(new errors.PostNotFound()).to.be.instanceOf(kernel.NotFound);
    expect(new errors.NotTheAuthor()).to.be.instanceOf(kernel.NotAllowed);
    expect(new errors.ContentNeedsTitle()).to.be.instanceOf(kernel.RuleViolated);
    const codes = [new errors.PostNotFound(), new errors.NotTheAuthor(), new errors.PhotoRequired()].map((e) => e.code);
    expect(new Set(codes).size).to.equal(3);
  });
});
