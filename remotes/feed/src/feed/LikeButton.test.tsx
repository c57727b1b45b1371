import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { dismissToast } from '@tightlines/kit';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import type { Post } from '@tightlines/contracts';
import { aPost, renderApp, serve, type Answers } from '../../test/app.tsx';
import { useAnglersPosts, useFollowingFeed } from '../api/posts.ts';
import { PostCard } from './PostCard.tsx';
import { PostList } from './PostList.tsx';

/** The same post in two cached lists at once: the Following feed and the angler's profile grid pages. */
function FollowingAndGrid() {
  return (
    <>
      <PostList query={useFollowingFeed()} empty={null} />
      <PostList query={useAnglersPosts('bob')} empty={null} />
    </>
  );
}

const pageOf = (post: Post) => ({ status: 200, json: { items: [post], nextCursor: null } });
const likeButtons = () => screen.getAllByRole('button', { name: /^(Like|Unlike), \d+ likes?$/ }) as HTMLButtonElement[];
const shown = () => likeButtons().map((button) => `${button.getAttribute('aria-label')?.split(',')[0]} ${button.textContent}`);

describe('feed: the like toggle on a post card', () => {
  withDomEvents();
  let server: ApiServer | undefined;
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    await server?.close();
  });

  const showTwoCards = async (post: Post, answers: Answers) => {
    server = await serve({ 'GET /api/posts/feed': pageOf(post), 'GET /api/posts/user/bob': pageOf(post), ...answers });
    const app = renderApp(<FollowingAndGrid />);
    await waitFor(() => expect(likeButtons()).to.have.length(2));
    return app;
  };

  it("starts from the server's liked state and count; every card of the post agrees after a like and an unlike", async () => {
    const liked = deferred();
    await showTwoCards(aPost({ liked: false, likes: 3 }), {
      'POST /api/posts/p1/like': { status: 200, json: { liked: true, likes: 4 }, after: liked.promise },
      'DELETE /api/posts/p1/like': { status: 200, json: { liked: false, likes: 3 } },
    });
    expect(shown()).to.deep.equal(['Like 3', 'Like 3']);
    fireEvent.click(likeButtons()[0]);
    // At once, in both cards, while the server is asked; neither can be clicked again meanwhile.
    await waitFor(() => expect(shown()).to.deep.equal(['Unlike 4', 'Unlike 4']));
    expect(likeButtons().map((button) => button.disabled)).to.deep.equal([true, true]);
    expect(likeButtons().map((button) => button.getAttribute('aria-pressed'))).to.deep.equal(['true', 'true']);
    liked.resolve();
    await waitFor(() => expect(likeButtons().every((button) => !button.disabled)).to.equal(true));
    fireEvent.click(likeButtons()[1]);
    await waitFor(() => expect(shown()).to.deep.equal(['Like 3', 'Like 3']));
    await waitFor(() => expect(likeButtons().every((button) => !button.disabled)).to.equal(true));
    expect(server!.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url}`)).to.deep.equal([
      'POST /api/posts/p1/like',
      'DELETE /api/posts/p1/like',
    ]);
  });

  it("settles every card to the server's own count", async () => {
    await showTwoCards(aPost({ liked: false, likes: 3 }), { 'POST /api/posts/p1/like': { status: 200, json: { liked: true, likes: 9 } } });
    fireEvent.click(likeButtons()[1]);
    await waitFor(() => expect(shown()).to.deep.equal(['Unlike 9', 'Unlike 9']));
  });

  it("puts every card back and says 'Failed to update like' when the call fails", async () => {
    const failed = deferred();
    await showTwoCards(aPost({ liked: false, likes: 7 }), {
      'POST /api/posts/p1/like': { status: 500, json: { message: 'boom', code: 'internal_error' }, after: failed.promise },
    });
    fireEvent.click(likeButtons()[0]);
    await waitFor(() => expect(shown()).to.deep.equal(['Unlike 8', 'Unlike 8']));
    failed.resolve();
    expect(await screen.findByText('Failed to update like')).to.exist;
    await waitFor(() => expect(shown()).to.deep.equal(['Like 7', 'Like 7']));
    await waitFor(() => expect(likeButtons().every((button) => !button.disabled)).to.equal(true));
  });

  it('signs the angler in again when the session is gone, and puts the cards back', async () => {
    await showTwoCards(aPost({ liked: true, likes: 2 }), {
      'DELETE /api/posts/p1/like': { status: 401, json: { message: 'Unauthorized', code: 'unauthorized' } },
    });
    fireEvent.click(likeButtons()[0]);
    expect(await screen.findByText('Unauthorized')).to.exist;
    expect(screen.getByText('You are logged out. Logging in again...')).to.exist;
    expect(screen.queryByText('Failed to update like')).to.equal(null);
    await waitFor(() => expect(shown()).to.deep.equal(['Unlike 2', 'Unlike 2']));
  });
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('feed: a post card', () => {
  withDomEvents();
  afterEach(() => cleanup());

  it('shows the catch picture first, then species, size with units, method, place and Personal Best', () => {
    renderApp(<PostCard post={aPost()} />);
    const card = screen.getByRole('article');
    const photo = screen.getByRole('img', { name: 'Rainbow Trout' });
    expect(photo.getAttribute('src')).to.equal('/media/p1.jpg');
    expect(screen.getByRole('heading', { name: 'Rainbow Trout' })).to.exist;
    expect(card.textContent).to.include('6.2 lbs · 21.5 inches');
    expect(card.textContent).to.include('Trolling');
    expect(card.textContent).to.include('Lake Tahoe, CA');
    expect(screen.getByText('Personal Best')).to.exist;
    expect(screen.getByText('2h ago')).to.exist;
    expect(screen.getByRole('link', { name: /Bob Caster/ }).getAttribute('href')).to.equal('/profile/bob');
  });

  it("offers Delete only on the angler's own posts", () => {
    renderApp(<PostCard post={aPost()} />);
    expect(screen.queryByRole('button', { name: 'Delete post' })).to.equal(null);
    cleanup();
    renderApp(<PostCard post={aPost({ userId: 'alice' })} />);
    expect(screen.getByRole('button', { name: 'Delete post' })).to.exist;
  });
});
