import { expect } from 'chai';
import { QueryClient } from '@tanstack/react-query';
import type { Post } from '@tightlines/contracts';
import { aPost } from '../../test/app.tsx';
import { cachedLikeStates, changeCachedPost, likedOptimistically, restoreLikeStates, withPostChanged } from './post-cache.ts';

const liked = (post: Post): Post => ({ ...post, liked: true });
const page = (...items: Post[]) => ({ items, nextCursor: null });

describe('feed: the post wherever it is cached', () => {
  it('changes the post in infinite-query pages, pages, lists and alone', () => {
    const p1 = aPost({ id: 'p1' });
    const p2 = aPost({ id: 'p2' });
    const infinite = { pages: [page(p2), page(p1)], pageParams: [undefined, 'c1'] };
    const changed = withPostChanged(infinite, 'p1', liked) as typeof infinite;
    expect(changed.pages[1].items[0].liked).to.equal(true);
    expect(changed.pages[0]).to.equal(infinite.pages[0]); // untouched pages keep their identity
    expect(changed.pageParams).to.equal(infinite.pageParams);
    expect((withPostChanged(page(p1), 'p1', liked) as ReturnType<typeof page>).items[0].liked).to.equal(true);
    expect((withPostChanged([p2, p1], 'p1', liked) as Post[])[1].liked).to.equal(true);
    expect((withPostChanged(p1, 'p1', liked) as Post).liked).to.equal(true);
  });

  it('hands back the very same value when the post is not in it', () => {
    const infinite = { pages: [page(aPost({ id: 'p2' }))], pageParams: [undefined] };
    expect(withPostChanged(infinite, 'p1', liked)).to.equal(infinite);
    const profile = { id: 'p1', displayName: 'Not a post' };
    expect(withPostChanged(profile, 'p1', liked)).to.equal(profile);
    expect(withPostChanged(undefined, 'p1', liked)).to.equal(undefined);
  });

  it('likes at once by one, never below 0, and leaves a copy already in that state alone', () => {
    expect(likedOptimistically(true)(aPost({ liked: false, likes: 3 }))).to.include({ liked: true, likes: 4 });
    expect(likedOptimistically(false)(aPost({ liked: true, likes: 0 }))).to.include({ liked: false, likes: 0 });
    const already = aPost({ liked: true, likes: 5 });
    expect(likedOptimistically(true)(already)).to.equal(already);
  });

  it("puts each cached list's copy back to its own like state", () => {
    const client = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });
    client.setQueryData(['feed'], { pages: [page(aPost({ likes: 3 }))], pageParams: [undefined] });
    client.setQueryData(['grid'], { pages: [page(aPost({ likes: 5 }))], pageParams: [undefined] });
    const before = cachedLikeStates(client, 'p1');
    changeCachedPost(client, 'p1', likedOptimistically(true));
    const likes = (key: string) => (client.getQueryData([key]) as { pages: ReturnType<typeof page>[] }).pages[0].items[0].likes;
    expect([likes('feed'), likes('grid')]).to.deep.equal([4, 6]);
    restoreLikeStates(client, 'p1', before);
    expect([likes('feed'), likes('grid')]).to.deep.equal([3, 5]);
    client.clear();
  });
});
