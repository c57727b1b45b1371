import { withDomEvents } from '../../test/dom.ts';
import { expect } from 'chai';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Ad } from '@tightlines/contracts';
import type { ApiServer } from '../../test/api-server.ts';
import { renderWithKit, serveAnswers } from '../../test/render.tsx';
import { AdSlot } from './AdSlot.tsx';
import { NativeAdCard } from './NativeAdCard.tsx';
import { useNativeAds } from './use-ads.ts';

const anAd = (patch: Partial<Ad> = {}): Ad => ({
  id: 'ad-1',
  title: 'Reels on sale this week',
  content: 'Spinning reels from $39.',
  imageUrl: '/media/ads/reel.jpg',
  targetUrl: 'https://reeldeals.example/reels',
  adType: 'header',
  createdAt: '2026-11-23T10:00:00.000Z',
  sponsor: 'Reel Deals',
  token: 'token-1',
  ...patch,
});

/** A feed asking for its native ads, near a place when it is about one. */
function Feed({ near }: { near?: { latitude: number; longitude: number } }) {
  const ads = useNativeAds(true, near);
  return <p>{ads.data ? `${ads.data.length} ads` : 'loading'}</p>;
}

describe('ad slots (spec part 1 §2, §4)', () => {
  withDomEvents();
  let server: ApiServer | undefined;
  afterEach(async () => {
    cleanup();
    window.sessionStorage.clear();
    await server?.close();
    server = undefined;
  });

  it('shows the placement’s ad labelled Sponsored with its sponsor, opening the target as a sponsored link', async () => {
    server = await serveAnswers({ 'GET /api/ads': { status: 200, json: [anAd()] } });
    renderWithKit(<AdSlot placement="header" />);
    const link = (await screen.findByText('Reels on sale this week')).closest('a')!;
    expect(link.getAttribute('href')).to.equal('https://reeldeals.example/reels');
    expect(link.getAttribute('target')).to.equal('_blank');
    expect(link.getAttribute('rel')).to.equal('sponsored noopener');
    expect(screen.getByText('Sponsored')).to.exist;
    expect(screen.getByText('Reel Deals')).to.exist;
    const asked = new URL(server.requests[0]!.url, 'http://x').searchParams;
    expect(asked.get('placement')).to.equal('header');
    // Targeting is the server's: it knows the angler's species and home waters from their own catches.
    expect([...asked.keys()]).to.deep.equal(['placement']);
  });

  it('asks for a feed’s native ads near the place the feed is about, when it is about one', async () => {
    server = await serveAnswers({ 'GET /api/ads': { status: 200, json: [anAd({ adType: 'native' })] } });
    renderWithKit(<Feed near={{ latitude: 45.523456, longitude: -122.676543 }} />);
    await screen.findByText('1 ads');
    expect(new URL(server.requests[0]!.url, 'http://x').searchParams.get('near')).to.equal('45.52,-122.68');
    cleanup();
    renderWithKit(<Feed />);
    await screen.findByText('1 ads');
    expect(new URL(server.requests.at(-1)!.url, 'http://x').search).to.equal('');
  });

  it('sends the click with the ad’s token, and no impression without being seen (no observer here)', async () => {
    let clicked = '';
    server = await serveAnswers({
      'GET /api/ads': { status: 200, json: [anAd()] },
      'POST /api/ads/ad-1/click': (body) => {
        clicked = body;
        return { status: 200, json: { billed: true, reason: null } };
      },
    });
    renderWithKit(<AdSlot placement="footer" />);
    fireEvent.click(await screen.findByText('Reels on sale this week'));
    await waitFor(() => expect(JSON.parse(clicked)).to.deep.equal({ token: 'token-1' }));
    expect(server.requests.some((r) => r.url.includes('/impression'))).to.equal(false);
  });

  it('asks for the footer’s ad only once the footer comes on screen', async () => {
    server = await serveAnswers({ 'GET /api/ads': { status: 200, json: [anAd()] } });
    const watched: { element: Element; call: IntersectionObserverCallback }[] = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(private readonly call: IntersectionObserverCallback) {}
      observe(element: Element) {
        watched.push({ element, call: this.call });
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
    try {
      renderWithKit(
        <>
          <AdSlot placement="header" />
          <AdSlot placement="footer" />
        </>,
      );
      await screen.findByText('Reels on sale this week');
      const placements = () => server!.requests.map((r) => new URL(r.url, 'http://x').searchParams.get('placement'));
      expect(placements()).to.deep.equal(['header']);
      const footer = screen.getByRole('complementary', { name: 'Advertisement (footer)' });
      const near = watched.find((w) => w.element === footer)!;
      near.call([{ isIntersecting: true, target: footer } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
      await waitFor(() => expect(placements()).to.deep.equal(['header', 'footer']));
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it('keeps a strip’s size with an offer to advertise when no campaign is eligible, or the call fails', async () => {
    server = await serveAnswers({ 'GET /api/ads': { status: 200, json: [] } });
    renderWithKit(<AdSlot placement="header" />);
    const offer = await screen.findByRole('link', { name: /Advertise on Tightlines/ });
    expect(offer.getAttribute('href')).to.equal('/advertiser/login');
    expect(screen.getByRole('complementary', { name: 'Advertisement (header)' }).className).to.contain('h-14');
    cleanup();
    await server.close();
    server = await serveAnswers({});
    renderWithKit(<AdSlot placement="footer" />);
    expect(await screen.findByRole('link', { name: /Advertise on Tightlines/ })).to.exist;
  });

  it('collapses an empty sidebar: no tall box beside the page, only its placeholder while asking', async () => {
    server = await serveAnswers({ 'GET /api/ads': { status: 200, json: [] } });
    renderWithKit(<AdSlot placement="sidebar" />);
    expect(screen.getByRole('complementary', { name: 'Advertisement (sidebar)' })).to.exist;
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Advertisement (sidebar)' })).to.equal(null));
    expect(screen.queryByRole('link', { name: /Advertise on Tightlines/ })).to.equal(null);
  });

  it('draws the art whole (contained at the upload ratio), never cropped to the slot', async () => {
    server = await serveAnswers({ 'GET /api/ads': { status: 200, json: [anAd({ adType: 'sidebar' })] } });
    const { container } = renderWithKit(<AdSlot placement="sidebar" />);
    await screen.findByText('Reels on sale this week');
    const art = container.querySelector('img');
    expect(art?.className).to.contain('object-contain').and.not.contain('object-cover');
    expect(art?.className).to.contain('aspect-[1.91/1]');
  });

  it('stays away for the session once dismissed', async () => {
    server = await serveAnswers({ 'GET /api/ads': { status: 200, json: [anAd()] } });
    renderWithKit(<AdSlot placement="header" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss ad: Reels on sale this week' }));
    expect(screen.queryByRole('complementary')).to.equal(null);
    cleanup();
    renderWithKit(<AdSlot placement="header" />);
    expect(screen.queryByRole('complementary')).to.equal(null);
  });

  it('draws a native ad as a Sponsored card that can be dismissed', async () => {
    renderWithKit(<NativeAdCard ad={anAd({ adType: 'native' })} />);
    expect(screen.getByRole('article', { name: 'Sponsored: Reels on sale this week' })).to.exist;
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss ad: Reels on sale this week' }));
    expect(screen.queryByRole('article')).to.equal(null);
    cleanup();
    renderWithKit(<NativeAdCard ad={anAd({ adType: 'native', token: 'token-2' })} />);
    expect(screen.queryByRole('article')).to.equal(null);
  });
});
