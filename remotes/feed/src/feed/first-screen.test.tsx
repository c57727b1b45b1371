import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { SuggestedAngler } from '@tightlines/contracts';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { aPost, renderApp, serve } from '../../test/app.tsx';
import { FeedPage } from './FeedPage.tsx';

const bob: SuggestedAngler = {
  id: 'bob',
  displayName: 'Bob Caster',
  firstName: 'Bob',
  lastName: 'Caster',
  location: 'Lake Tahoe, CA',
  bio: null,
  profileImageUrl: null,
  isFollowing: false,
  reason: 'Fishes near you',
  reasonKind: 'near',
};

/** Choosing how the window is wide: the side column shows at 80rem and up. */
function screenIsWide(wide: boolean) {
  const scope = window as unknown as { matchMedia?: unknown };
  scope.matchMedia = (query: string) => ({
    matches: wide && query.includes('80rem'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
}

/** A new angler's first screen (nobody followed yet): one list of anglers to follow, and catches to look at. */
describe('feed: a new angler’s first screen', () => {
  withDomEvents();
  let server: ApiServer;
  beforeEach(async () => {
    server = await serve({
      'GET /api/posts/feed': { status: 200, json: { items: [], nextCursor: null } },
      'GET /api/posts': { status: 200, json: { items: [aPost({ id: 'p9', userId: 'cy', userDisplayName: 'Cy Carp' })], nextCursor: null } },
      'GET /api/users/suggested': { status: 200, json: [bob] },
      'GET /api/spots/with-trips': { status: 200, json: [] },
    });
  });
  afterEach(async () => {
    cleanup();
    delete (window as unknown as { matchMedia?: unknown }).matchMedia;
    await server.close();
  });

  for (const wide of [false, true]) {
    it(`${wide ? 'desktop' : 'phone'}: lists each suggested angler once, under one title, beside catches near them`, async () => {
      screenIsWide(wide);
      renderApp(<FeedPage />);
      expect(await screen.findByText('Your feed is empty')).to.exist;
      expect(await screen.findByRole('heading', { name: 'Catches near Lake Tahoe' })).to.exist;
      expect(await screen.findByRole('article', { name: 'Rainbow Trout by Cy Carp' })).to.exist;
      await waitFor(() => expect(screen.getAllByText('Bob Caster')).to.have.length(1));
      expect(screen.getAllByRole('heading', { name: /Anglers/ }).map((h) => h.textContent)).to.deep.equal(['Anglers to follow']);
    });
  }
});
