import { withDomEvents } from '../../../remotes/kit/test/dom.ts';
import { startApiServer, type ApiServer } from '../../../remotes/kit/test/api-server.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { applyLiveEvent, logoDataUrl } from '@tightlines/kit';
import { Header } from './Header.tsx';
import { BottomNav } from './BottomNav.tsx';
import { angler, renderAt } from '../test-helpers.tsx';

describe('signed-in header and navigation', () => {
  afterEach(cleanup);

  it('links the logo home and offers Forum, Messages, Groups, Spots and Tournaments', () => {
    renderAt('/', <Header user={angler} />);
    expect(screen.getByRole('link', { name: 'Tightlines home' }).getAttribute('href')).to.equal('/');
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(main.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
      ['Forum', '/forum'],
      ['Messages', '/messages'],
      ['Groups', '/groups'],
      ['Spots', '/spots'],
      ['Tournaments', '/tournaments'],
    ]);
  });

  it('opens the results page (anglers, catches, forum questions) on Enter in the search box (no form: nothing is submitted to the server)', async () => {
    const { router } = renderAt('/messages', <Header user={angler} />);
    const search = screen.getByRole('searchbox', { name: 'Search forum questions' }) as HTMLInputElement;
    expect(search.placeholder).to.equal('Search forum questions...');
    expect(search.form, 'a form would submit it').to.equal(null);
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });
    expect(router.state.location.pathname, 'blank words go nowhere').to.equal('/messages');
    fireEvent.change(search, { target: { value: '  fly fishing ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).to.equal('/search?q=fly%20fishing'));
    expect(search.value).to.equal('  fly fishing ');
  });

  describe('the bell', () => {
    withDomEvents();
    let server: ApiServer | undefined;
    afterEach(async () => {
      await server?.close();
      server = undefined;
    });

    const notification = (id: string, text: string, read = false) => ({
      id,
      kind: 'question_answered',
      text,
      link: '/forum/question/q1',
      actorId: 'u2',
      actorName: 'Rosa Rivers',
      actorImage: null,
      createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      read,
    });

    it('shows the unread count from the server, lists the notifications and clears the count with Mark all read', async () => {
      let unread = 2;
      server = await startApiServer((req, res) => {
        const path = (req.url ?? '').split('?')[0];
        const json = (body: unknown) => {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (path === '/api/notifications/unread-count') return json({ unread });
        if (path === '/api/notifications')
          return json({
            items: [notification('n1', 'Rosa Rivers answered your question'), notification('n2', 'Rosa Rivers liked your question')],
            nextCursor: null,
          });
        if (path === '/api/notifications/read-all' && req.method === 'POST') {
          unread = 0;
          return json({ unread: 0 });
        }
        res.writeHead(404);
        res.end();
      });
      renderAt('/', <Header user={angler} />);
      const bell = await screen.findByRole('button', { name: 'Notifications (2 unread)' });
      expect(within(bell.parentElement!).getByTestId('unread-badge').textContent).to.equal('2');
      fireEvent.pointerDown(bell, { button: 0, ctrlKey: false, pointerType: 'mouse' });
      expect(await screen.findByText('Rosa Rivers answered your question')).to.exist;
      expect(screen.getByText('Rosa Rivers liked your question')).to.exist;
      // The unread dot says so to a screen reader, as part of the item's name.
      expect(screen.getByRole('menuitem', { name: /Rosa Rivers answered your question.*Unread$/ })).to.exist;
      fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
      // The menu is open, so the page behind it (the bell too) is hidden from the accessibility tree.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications', hidden: true }).textContent).to.equal(''));
      expect(server.requests.some((r) => r.method === 'POST' && r.url === '/api/notifications/read-all')).to.equal(true);
    });

    it('shows no badge while nothing is unread', async () => {
      server = await startApiServer((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ unread: 0 }));
      });
      renderAt('/', <Header user={angler} />);
      await waitFor(() => expect(server!.requests.length).to.be.greaterThan(0));
      expect(screen.getByRole('button', { name: 'Notifications' }).textContent).to.equal('');
    });

    it('adds one to the count when a notification arrives on the live stream', async () => {
      server = await startApiServer((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ unread: 1 }));
      });
      const { client } = renderAt('/', <Header user={angler} />);
      await screen.findByRole('button', { name: 'Notifications (1 unread)' });
      await act(() => applyLiveEvent(client, angler.id, 'notification', notification('n3', 'Rosa Rivers sent you a message')));
      expect(await screen.findByRole('button', { name: /^Notifications \(\d unread\)$/ })).to.exist;
    });
  });

  it('marks the section the angler is in as current', () => {
    renderAt('/forum/question/3', <BottomNav />);
    const current = screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).to.deep.equal(['Forum']);
  });

  it('marks Home only on the home route', () => {
    renderAt('/', <BottomNav />);
    const current = screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).to.deep.equal(['Home']);
  });

  it('shows the angler picture in the avatar, else the logo', () => {
    const { unmount } = renderAt('/', <Header user={{ ...angler, profileImageUrl: 'https://example.com/maya.jpg' }} />);
    const avatar = () => screen.getByRole('button', { name: 'Account menu' }).querySelector('img')!;
    expect(avatar().getAttribute('src')).to.equal('https://example.com/maya.jpg');
    unmount();
    renderAt('/', <Header user={angler} />);
    expect(avatar().getAttribute('src')).to.equal(logoDataUrl);
  });

  describe('the account menu', () => {
    withDomEvents();
    it('opens Profile, Tournaments and Settings, then Sign Out', async () => {
      renderAt('/', <Header user={angler} />);
      fireEvent.pointerDown(screen.getByRole('button', { name: 'Account menu' }), { button: 0, ctrlKey: false, pointerType: 'mouse' });
      await screen.findByRole('menu');
      expect(screen.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')])).to.deep.equal([
        ['Profile', '/profile'],
        ['Tournaments', '/tournaments'],
        ['Settings', '/settings'],
        ['Sign Out', '/api/logout'],
      ]);
    });
  });

  it('gives the phone a sixth column, Tourneys, beside Messages and Groups', () => {
    renderAt('/tournaments/7', <BottomNav />);
    const bar = within(screen.getByRole('navigation', { name: 'Bottom navigation' }));
    expect(bar.getAllByRole('link').map((a) => a.textContent)).to.deep.equal(['Home', 'Spots', 'Forum', 'Messages', 'Groups', 'Tourneys']);
    expect(bar.getByRole('link', { name: 'Tourneys' }).getAttribute('aria-current')).to.equal('page');
  });
});
