import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dismissToast } from '@tightlines/kit';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { alice, renderApp, serve } from '../../test/app.tsx';
import { SettingsPage } from './SettingsPage.tsx';

describe('settings page', () => {
  withDomEvents();
  let server: ApiServer;
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    await server.close();
  });

  it('gathers units, trip sharing, location, notifications, muted words, blocked anglers and your data, each a named section', async () => {
    server = await serve({
      'GET /api/blocks': { status: 200, json: [] },
      [`GET /api/profile/${alice.id}/location-defaults`]: { status: 200, json: { publicPrecision: '1km', matesPrecision: 'exact' } },
    });
    renderApp(<SettingsPage />, { path: '/settings', routePath: '/settings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).to.exist;
    const sections = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    for (const id of [
      'units-heading',
      'trip-sharing-heading',
      'location-heading',
      'notifications-heading',
      'muted-words-heading',
      'blocked-heading',
      'your-data-heading',
    ])
      expect(sections, id).to.include(id);
    expect(screen.getByRole('radiogroup', { name: 'Units' })).to.exist;
    expect(screen.getByRole('switch', { name: 'Share Trip Locations' }).getAttribute('aria-checked')).to.equal(
      String(alice.shareTripLocations),
    );
    expect(await screen.findByText(/You have not blocked anyone/)).to.exist;
    expect(await screen.findByRole('radiogroup', { name: 'Everyone sees' })).to.exist;
    fireEvent.click(screen.getByRole('button', { name: 'Export or delete' }));
    expect(await screen.findByRole('dialog', { name: 'Your Data' })).to.exist;
  });

  it('lists the anglers I blocked and lifts a block with Unblock', async () => {
    let blocked = [{ id: 'bob', displayName: 'Bob Caster', profileImageUrl: null }];
    server = await serve({
      'GET /api/blocks': () => ({ status: 200, json: blocked }),
      'DELETE /api/blocks/bob': () => {
        blocked = [];
        return { status: 204 };
      },
    });
    renderApp(<SettingsPage />, { path: '/settings', routePath: '/settings' });
    const list = await screen.findByRole('list', { name: 'Blocked anglers' });
    expect(within(list).getByRole('link', { name: 'Bob Caster' }).getAttribute('href')).to.equal('/profile/bob');
    fireEvent.click(within(list).getByRole('button', { name: 'Unblock Bob Caster' }));
    expect(await screen.findByText('Angler Unblocked')).to.exist;
    await waitFor(() => expect(screen.getByText(/You have not blocked anyone/)).to.exist);
    expect(server.requests.some((r) => r.method === 'DELETE' && r.url.endsWith('/api/blocks/bob'))).to.equal(true);
  });

  it('switches a topic of notifications off and keeps it off, and puts it back when the save fails', async () => {
    const allOn = { followers: true, likes: true, forum: true, messages: true, groups: true, tournaments: true };
    let failNext = false;
    server = await serve({
      'GET /api/blocks': { status: 200, json: [] },
      'GET /api/settings/notifications': { status: 200, json: allOn },
      'PUT /api/settings/notifications': (body) =>
        failNext ? { status: 500, json: { message: 'Internal server error' } } : { status: 200, json: JSON.parse(body) },
    });
    renderApp(<SettingsPage />, { path: '/settings', routePath: '/settings' });
    const likes = await screen.findByRole('switch', { name: 'Likes on your catches' });
    expect(likes.getAttribute('aria-checked')).to.equal('true');
    fireEvent.click(likes);
    expect(await screen.findByText('Settings Updated')).to.exist;
    expect(likes.getAttribute('aria-checked')).to.equal('false');
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put!.body)).to.deep.equal({ ...allOn, likes: false });
    expect(screen.getByText(/are always sent/)).to.exist;

    failNext = true;
    const forum = screen.getByRole('switch', { name: 'Forum' });
    fireEvent.click(forum);
    expect(await screen.findByText('Failed to update settings')).to.exist;
    await waitFor(() => expect(forum.getAttribute('aria-checked')).to.equal('true'));
    expect(likes.getAttribute('aria-checked'), 'the saved choice stays').to.equal('false');
  });
});
