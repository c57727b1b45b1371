import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { dismissToast } from '@tightlines/kit';
import { HIDDEN_NOTICE } from '@tightlines/contracts';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { aPost, alice, renderApp, serve, type Answers } from '../../test/app.tsx';
import { forgetLeadContent, leadContentDrawn } from '../../../kit/src/ui/lead-content.ts';
import { FeedPage } from './FeedPage.tsx';

/** Longer than any test runs (setTimeout's largest delay). */
const NEVER = 2 ** 31 - 1;

const emptyPage = { status: 200, json: { items: [], nextCursor: null } };
const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });
const spots = [1, 2, 3, 4, 5, 6, 7].map((n) => ({
  id: `s${n}`,
  name: `Spot ${n}`,
  location: null,
  latitude: 40,
  longitude: -100 + n,
  totalTrips: 10 - n,
}));

describe('feed page', () => {
  withDomEvents();
  let server: ApiServer;
  const start = async (answers: Answers = {}) => {
    server = await serve({
      'GET /api/posts/feed': emptyPage,
      'GET /api/posts': emptyPage,
      'GET /api/spots/with-trips': { status: 200, json: spots },
      ...answers,
    });
    renderApp(<FeedPage />);
  };
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    await server.close();
  });

  it('offers Share Catch, Share Content and Log Trip, and the tabs Following, Discover, Find People', async () => {
    await start();
    for (const name of ['Share Catch', 'Share Content', 'Log Trip']) expect(screen.getByRole('button', { name })).to.exist;
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).to.deep.equal(['Following', 'Discover', 'Find People']);
  });

  it("says 'Your feed is empty' with a button that switches to Find People", async () => {
    await start();
    expect(await screen.findByText('Your feed is empty')).to.exist;
    fireEvent.click(screen.getByRole('button', { name: 'Find People' }));
    expect(screen.getByRole('tab', { name: 'Find People' }).getAttribute('aria-selected')).to.equal('true');
    expect(screen.getByLabelText('Search anglers')).to.exist;
  });

  it('shows the Following posts as cards', async () => {
    await start({ 'GET /api/posts/feed': { status: 200, json: { items: [aPost()], nextCursor: null } } });
    expect(await screen.findByRole('article', { name: 'Rainbow Trout by Bob Caster' })).to.exist;
  });

  it('tells its author why their post and trip were hidden, and where to appeal', async () => {
    const at = new Date().toISOString();
    const post = aPost({ userId: alice.id, userDisplayName: 'Alice Angler', hidden: { ruleId: 'no-spam', ruleTitle: 'No spam', at } });
    const trip = {
      id: 't1',
      userId: alice.id,
      spotId: null,
      fishingSuccess: true,
      waterCondition: null,
      weatherCondition: null,
      temperature: null,
      timeOfDay: null,
      notes: null,
      shareLocation: true,
      location: 'Emerald Bay, CA',
      latitude: 39.0,
      longitude: -120.1,
      tip: null,
      privacy: 'public',
      spotName: null,
      userDisplayName: 'Alice Angler',
      userProfileImage: null,
      createdAt: at,
      hidden: { ruleId: null, ruleTitle: null, at },
    };
    await start({ 'GET /api/posts/feed': { status: 200, json: { items: [post], trips: [trip], nextCursor: null } } });
    const card = await screen.findByRole('article', { name: 'Rainbow Trout by Alice Angler' });
    expect(card.querySelector('[role="note"]')?.textContent).to.contain(HIDDEN_NOTICE.byRule('No spam'));
    const tripCard = await screen.findByTestId('trip-card');
    expect(tripCard.querySelector('[role="note"]')?.textContent).to.contain(HIDDEN_NOTICE.byReports);
    expect(screen.getAllByRole('link', { name: HIDDEN_NOTICE.appeal })).to.have.length(2);
  });

  it('shows no notice on a post that is not hidden', async () => {
    await start({ 'GET /api/posts/feed': { status: 200, json: { items: [aPost()], nextCursor: null } } });
    const card = await screen.findByRole('article', { name: 'Rainbow Trout by Bob Caster' });
    expect(card.querySelector('[role="note"]')).to.equal(null);
  });

  it("asks for the native ads once the lead card's photo is in, showing meanwhile only the posts before the first ad's place", async () => {
    // The page's own signal (its largest paint standing still) waits past the test: only the photo may say it.
    forgetLeadContent({ quietMs: NEVER, latestMs: NEVER });
    // A browser still painting larger content: only the lead photo's load says the first screenful is drawn.
    const scope = globalThis as { PerformanceObserver?: unknown };
    const real = scope.PerformanceObserver;
    scope.PerformanceObserver = class {
      static supportedEntryTypes = ['largest-contentful-paint'];
      observe() {}
      disconnect() {}
    };
    try {
      const posts = [1, 2, 3, 4, 5].map((n) =>
        aPost({
          id: `p${n}`,
          species: null,
          type: 'content',
          title: `Post ${n}`,
          imageUrl: `/media/p${n}.jpg`,
          createdAt: `2026-11-23T1${9 - n}:00:00.000Z`,
        }),
      );
      const ad = {
        id: 'ad-1',
        title: 'Reels on sale',
        content: 'From $39.',
        imageUrl: null,
        targetUrl: 'https://reels.example',
        adType: 'native',
        createdAt: '2026-11-23T10:00:00.000Z',
        sponsor: 'Reel Deals',
        token: 't-1',
      };
      await start({
        'GET /api/posts/feed': { status: 200, json: { items: posts, nextCursor: null } },
        'GET /api/ads': { status: 200, json: [ad] },
      });
      await screen.findByRole('article', { name: /^Post 3 by/ });
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label')?.split(' by ')[0])).to.deep.equal([
        'Post 1',
        'Post 2',
        'Post 3',
      ]);
      expect(
        server.requests.some((r) => r.url.startsWith('/api/ads')),
        'no ads asked for yet',
      ).to.equal(false);
      fireEvent.load(screen.getByRole('img', { name: 'Post 1' }));
      expect(await screen.findByText('Reels on sale')).to.exist;
      await screen.findByRole('article', { name: /^Post 5 by/ });
      const order = screen.getAllByRole('article').map((card) => card.getAttribute('aria-label')?.split(' by ')[0]);
      expect(order).to.deep.equal(['Post 1', 'Post 2', 'Post 3', 'Sponsored: Reels on sale', 'Post 4', 'Post 5']);
      expect(server.requests.filter((r) => r.url.startsWith('/api/ads')).length, 'asked for once').to.equal(1);
    } finally {
      scope.PerformanceObserver = real;
      leadContentDrawn();
    }
  });

  it("Discover: 'Lake Tahoe, CA' by default, the first 6 popular spots, and 'No catches found'", async () => {
    await start();
    openTab('Discover');
    expect((screen.getByLabelText('Location') as HTMLInputElement).value).to.equal('Lake Tahoe, CA');
    expect(screen.getByRole('button', { name: 'Use Current' })).to.exist;
    expect(await screen.findByText('No catches found')).to.exist;
    expect(screen.getByText('Be the first to share a catch in this area!')).to.exist;
    const chips = (await screen.findByRole('group', { name: 'Popular spots' })).querySelectorAll('button');
    expect([...chips].map((chip) => chip.textContent)).to.deep.equal(['Spot 1', 'Spot 2', 'Spot 3', 'Spot 4', 'Spot 5', 'Spot 6']);
    const discover = server.requests.find((r) => r.url.startsWith('/api/posts?'))!;
    expect(new URL(discover.url, 'http://x').searchParams.get('location')).to.equal('Lake Tahoe, CA');
  });

  it("Discover: 'Use Current' sets the label 'Current Location' and sends the coordinates", async () => {
    const navigatorScope = globalThis.navigator as unknown as { geolocation?: unknown };
    const saved = Object.getOwnPropertyDescriptor(navigatorScope, 'geolocation');
    Object.defineProperty(navigatorScope, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 39.1, longitude: -120.1 } } as GeolocationPosition) },
    });
    try {
      await start();
      openTab('Discover');
      fireEvent.click(screen.getByRole('button', { name: 'Use Current' }));
      expect(await screen.findByDisplayValue('Current Location')).to.exist;
      await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
      const last = server.requests.filter((r) => r.url.startsWith('/api/posts?')).at(-1)!;
      const query = new URL(last.url, 'http://x').searchParams;
      expect([query.get('latitude'), query.get('longitude'), query.get('location')]).to.deep.equal(['39.1', '-120.1', null]);
    } finally {
      if (saved) Object.defineProperty(navigatorScope, 'geolocation', saved);
      else delete navigatorScope.geolocation;
    }
  });

  it("Find People: searches from 2 characters, links 'View Profile', and says 'No users found matching'", async () => {
    await start({
      'GET /api/users/search': (_body, url) =>
        new URL(url, 'http://x').searchParams.get('q') === 'al'
          ? { status: 200, json: { items: [{ ...alice, isFollowing: false }], nextCursor: null } }
          : emptyPage,
    });
    openTab('Find People');
    const box = screen.getByLabelText('Search anglers');
    fireEvent.change(box, { target: { value: 'a' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(server.requests.some((r) => r.url.startsWith('/api/users/search'))).to.equal(false);
    fireEvent.change(box, { target: { value: 'al' } });
    const link = await screen.findByRole('link', { name: 'View Profile' });
    expect(link.getAttribute('href')).to.equal('/profile/alice');
    fireEvent.change(box, { target: { value: 'zz' } });
    expect(await screen.findByText('No users found matching "zz"')).to.exist;
  });
});
