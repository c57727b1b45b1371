import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { dismissToast } from '@tightlines/kit';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { aPost, renderApp, serve } from '../../test/app.tsx';
import { PostCard } from './PostCard.tsx';

describe('feed: the like toggle on a post card', () => {
  withDomEvents();
  let server: ApiServer | undefined;
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    await server?.close();
  });

  it("starts from the server's liked state and count, and goes +1 then −1 after the server agreed", async () => {
    server = await serve({
      'POST /api/posts/p1/like': { status: 200, json: { liked: true, likes: 4 } },
      'DELETE /api/posts/p1/like': { status: 200, json: { liked: false, likes: 3 } },
    });
    renderApp(<PostCard post={aPost()} />);
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like.getAttribute('aria-pressed')).to.equal('false');
    expect(screen.getByTestId('like-count').textContent).to.equal('3');
    fireEvent.click(like);
    const unlike = await screen.findByRole('button', { name: 'Unlike' });
    expect(unlike.getAttribute('aria-pressed')).to.equal('true');
    expect(screen.getByTestId('like-count').textContent).to.equal('4');
    fireEvent.click(unlike);
    await screen.findByRole('button', { name: 'Like' });
    expect(screen.getByTestId('like-count').textContent).to.equal('3');
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).to.deep.equal(['POST /api/posts/p1/like', 'DELETE /api/posts/p1/like']);
  });

  it("keeps the count and says 'Failed to update like' when the call fails", async () => {
    server = await serve({ 'POST /api/posts/p1/like': { status: 500, json: { message: 'boom' } } });
    renderApp(<PostCard post={aPost({ liked: false, likes: 7 })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByText('Failed to update like')).to.exist;
    await waitFor(() => expect((screen.getByRole('button', { name: 'Like' }) as HTMLButtonElement).disabled).to.equal(false));
    expect(screen.getByTestId('like-count').textContent).to.equal('7');
  });
});

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
