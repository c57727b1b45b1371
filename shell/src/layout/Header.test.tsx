import '../../../remotes/kit/test/dom.ts';
import { expect } from 'chai';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { User } from '@tightlines/contracts';
import { logoDataUrl } from '@tightlines/kit';
import { Header } from './Header.tsx';
import { BottomNav } from './BottomNav.tsx';
import { renderAt } from '../test-helpers.tsx';

const angler: User = {
  id: 'u1',
  displayName: 'Maya Rivers',
  firstName: 'Maya',
  lastName: 'Rivers',
  location: null,
  bio: null,
  profileImageUrl: null,
  bannerImageUrl: null,
  shareTripLocations: true,
};

describe('signed-in header and navigation', () => {
  afterEach(cleanup);

  it('links the logo home and offers Forum, Messages, Groups and Spots', () => {
    renderAt('/', <Header user={angler} />);
    expect(screen.getByRole('link', { name: 'Tightlines home' }).getAttribute('href')).to.equal('/');
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(main.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
      ['Forum', '/forum'],
      ['Messages', '/messages'],
      ['Groups', '/groups'],
      ['Spots', '/spots'],
    ]);
  });

  it('does not submit the forum search (spec part 1 §2): Enter neither leaves the page nor calls the server', () => {
    const calls: unknown[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((...args: unknown[]) => {
      calls.push(args);
      return realFetch(...(args as Parameters<typeof fetch>));
    }) as typeof fetch;
    try {
      const { router } = renderAt('/messages', <Header user={angler} />);
      const search = screen.getByRole('searchbox', { name: 'Search forum questions' }) as HTMLInputElement;
      expect(search.placeholder).to.equal('Search forum questions...');
      expect(search.form, 'a form would submit it').to.equal(null);
      fireEvent.change(search, { target: { value: 'fly fishing' } });
      fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });
      expect(router.state.location.pathname + router.state.location.search).to.equal('/messages');
      expect(calls).to.deep.equal([]);
      expect(search.value).to.equal('fly fishing');
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('shows the bell without a badge', () => {
    renderAt('/', <Header user={angler} />);
    expect(screen.getByRole('button', { name: 'Notifications' }).textContent).to.equal('');
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
});
