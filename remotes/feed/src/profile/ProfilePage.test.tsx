import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { dismissToast } from '@tightlines/kit';
import { HIDDEN_NOTICE, type Profile, type UserStats } from '@tightlines/contracts';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { aFile, aPost, alice, renderApp, serve, type Answers } from '../../test/app.tsx';
import { ProfilePage } from './ProfilePage.tsx';

const counts = { posts: 4, catches: 3, species: 2, trips: 5, successfulTrips: 3, mates: 1 };
const profileOf = (patch: Partial<Profile> = {}): Profile => ({
  ...alice,
  isFollowing: false,
  canMessage: false,
  counts,
  hidden: null,
  ...patch,
});
const bob = profileOf({ id: 'bob', displayName: null, firstName: 'Bob', lastName: 'Caster', bio: null });
const noPosts = { status: 200, json: { items: [], nextCursor: null } };
const stats: UserStats = {
  totalCatches: 3,
  totalSpecies: 2,
  totalTrips: 5,
  successfulTrips: 3,
  biggestByLength: { length: 21.5, species: 'rainbow-trout' },
  biggestByWeight: { weight: 6.2, species: 'rainbow-trout' },
  speciesBreakdown: [
    { species: 'rainbow-trout', count: 2, maxWeight: 6.2, maxLength: 21.5 },
    { species: 'walleye', count: 1, maxWeight: null, maxLength: 18 },
  ],
};

describe('profile page', () => {
  withDomEvents();
  let server: ApiServer;
  const start = async (answers: Answers, path = '/profile') => {
    server = await serve({ 'GET /api/posts/user/alice': noPosts, 'GET /api/posts/user/bob': noPosts, ...answers });
    return renderApp(<ProfilePage />, { path, routePath: path === '/profile' ? '/profile' : '/profile/:id' });
  };
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    await server.close();
  });

  it("shows the owner's view: Edit Cover, Edit Profile, Trip Settings, the three actions and the stats row", async () => {
    await start({ 'GET /api/profile/alice': { status: 200, json: profileOf() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Alice Angler' })).to.exist;
    for (const name of ['Edit Cover', 'Edit Profile', 'Trip Settings', 'Share Catch', 'Share Content', 'Log Trip'])
      expect(screen.getByRole('button', { name: new RegExp(`^${name}$`) }), name).to.exist;
    expect(screen.queryByRole('button', { name: 'Follow' })).to.equal(null);
    const figures = [...document.querySelectorAll('dl > div')].map(
      (row) => `${row.querySelector('dt')!.textContent} ${row.querySelector('dd')!.textContent}`,
    );
    expect(figures).to.deep.equal(['Posts 4', 'Catches 3', 'Species 2', 'Trips 5', 'Successful 3', 'Mates 1']);
    expect(await screen.findByText('No posts yet')).to.exist;
    expect(screen.getByText('Share your first catch to start your collection.')).to.exist;
  });

  it('tells the owner their profile is hidden, under which guideline, and where to appeal', async () => {
    const hidden = { ruleId: 'respect', ruleTitle: 'Respect other anglers', at: new Date().toISOString() };
    await start({ 'GET /api/profile/alice': { status: 200, json: profileOf({ hidden }) } });
    expect((await screen.findByRole('note')).textContent).to.contain(HIDDEN_NOTICE.byRule('Respect other anglers'));
    expect(screen.getByRole('link', { name: HIDDEN_NOTICE.appeal }).getAttribute('href')).to.equal('/moderation');
  });

  it("shows a mate Follow and Message (opening the conversation with them), the name from first plus last name, and the visitor's empty hint", async () => {
    await start({ 'GET /api/profile/bob': { status: 200, json: { ...bob, canMessage: true } } }, '/profile/bob');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bob Caster' })).to.exist;
    expect(screen.getByRole('link', { name: 'Message' }).getAttribute('href')).to.equal('/messages?with=bob');
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).to.equal(null);
    expect(await screen.findByText("This angler hasn't shared anything yet.")).to.exist;
  });

  it('hides Message from an angler who is not a mate, says what makes mates, and offers Follow', async () => {
    await start({ 'GET /api/profile/bob': { status: 200, json: { ...bob, canMessage: false } } }, '/profile/bob');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bob Caster' })).to.exist;
    expect(screen.queryByRole('link', { name: 'Message' })).to.equal(null);
    expect(screen.getByRole('button', { name: 'Follow' })).to.exist;
    expect(screen.getByText(/Mates follow each other, and mates can message\. Follow Bob Caster; once they follow you back/)).to.exist;
  });

  it('tells an angler who follows a non-mate that messaging waits for their following back', async () => {
    await start({ 'GET /api/profile/bob': { status: 200, json: { ...bob, isFollowing: true, canMessage: false } } }, '/profile/bob');
    expect(await screen.findByText(/Once Bob Caster follows you back, you can message them\./)).to.exist;
  });

  it('says nothing about mates to a mate, who has Message', async () => {
    await start({ 'GET /api/profile/bob': { status: 200, json: { ...bob, isFollowing: true, canMessage: true } } }, '/profile/bob');
    expect(await screen.findByRole('link', { name: 'Message' })).to.exist;
    expect(screen.queryByText(/Mates follow each other/)).to.equal(null);
  });

  it('toggles Follow and Following with their toasts', async () => {
    let following = false;
    await start(
      {
        'GET /api/profile/bob': () => ({ status: 200, json: { ...bob, isFollowing: following } }),
        'POST /api/follow/bob': () => {
          following = true;
          return { status: 200, json: { isFollowing: true } };
        },
        'DELETE /api/follow/bob': { status: 500, json: { message: 'boom' } },
      },
      '/profile/bob',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Now following this angler')).to.exist;
    fireEvent.click(await screen.findByRole('button', { name: 'Following' }));
    expect(await screen.findByText('Failed to unfollow user')).to.exist;
  });

  it("says 'User not found' for an unknown angler", async () => {
    await start({ 'GET /api/profile/nobody': { status: 404, json: { message: 'User not found' } } }, '/profile/nobody');
    expect(await screen.findByRole('heading', { name: 'User not found' })).to.exist;
    expect(screen.getByText("This profile doesn't exist or has been removed.")).to.exist;
  });

  it('shows 9 skeleton tiles while the posts load, then a 3-column grid of thumbnails', async () => {
    let release!: () => void;
    const later = new Promise<void>((resolve) => (release = resolve));
    const post = aPost({ id: 'p9', userId: 'alice' });
    await start({
      'GET /api/profile/alice': { status: 200, json: profileOf() },
      'GET /api/posts/user/alice': { status: 200, json: { items: [post], nextCursor: null }, after: later },
    });
    await waitFor(() => expect(screen.getAllByTestId('grid-skeleton')).to.have.length(9));
    release();
    const tile = await screen.findByRole('button', { name: 'Rainbow Trout' });
    expect(tile.querySelector('img')!.getAttribute('src')).to.equal('/media/p1-thumb.jpg');
    expect(screen.getByRole('list', { name: 'Posts' }).className).to.include('grid-cols-3');
  });

  it('shows the Statistics cards and the Species Breakdown with counts and best sizes', async () => {
    await start({
      'GET /api/profile/alice': { status: 200, json: profileOf() },
      'GET /api/stats/user/alice': { status: 200, json: stats },
    });
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Statistics' }), { button: 0 });
    expect(await screen.findByText('Total Catches')).to.exist;
    expect(screen.getByText('Biggest by length').parentElement!.textContent).to.include('21.5 inches');
    expect(screen.getByText('Biggest by weight').parentElement!.textContent).to.include('6.2 lbs');
    const breakdown = screen.getByRole('region', { name: 'Species Breakdown' });
    expect(breakdown.textContent).to.include('Rainbow Trout2 catchesBest: 6.2 lbs · 21.5 inches');
    expect(breakdown.textContent).to.include('Walleye1 catchBest: 18 inches');
  });
});

describe("profile: the owner's dialogs", () => {
  withDomEvents();
  let server: ApiServer;
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    await server.close();
  });

  describe('Trip Sharing Settings', () => {
    it("switches 'Share Trip Locations' and says 'Settings Updated', or 'Failed to update settings'", async () => {
      let fail = false;
      server = await serve({
        'GET /api/profile/alice': { status: 200, json: profileOf() },
        'GET /api/posts/user/alice': noPosts,
        'PUT /api/profile/alice/trip-sharing': (body) =>
          fail ? { status: 500, json: { message: 'boom' } } : { status: 200, json: { ...alice, ...JSON.parse(body) } },
      });
      renderApp(<ProfilePage />, { path: '/profile', routePath: '/profile' });
      fireEvent.click(await screen.findByRole('button', { name: 'Trip Settings' }));
      // The kit's dialog loads on first use: it may arrive a moment after the click.
      expect(await screen.findByRole('dialog', { name: 'Trip Sharing Settings' })).to.exist;
      const setting = screen.getByRole('switch', { name: 'Share Trip Locations' });
      expect(setting.getAttribute('aria-checked')).to.equal('true');
      fireEvent.click(setting);
      expect(await screen.findByText('Settings Updated')).to.exist;
      expect(JSON.parse(server.requests.find((r) => r.method === 'PUT')!.body)).to.deep.equal({ shareTripLocations: false });
      fail = true;
      await waitFor(() =>
        expect((screen.getByRole('switch', { name: 'Share Trip Locations' }) as HTMLButtonElement).disabled).to.equal(false),
      );
      fireEvent.click(screen.getByRole('switch', { name: 'Share Trip Locations' }));
      expect(await screen.findByText('Failed to update settings')).to.exist;
      expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).to.equal('/settings');
      fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]);
    });
  });

  describe('Edit Profile', () => {
    it("says 'Saving...' while the changes are saved, then 'Profile updated'", async () => {
      let release!: () => void;
      const later = new Promise<void>((resolve) => (release = resolve));
      server = await serve({
        'GET /api/profile/alice': { status: 200, json: profileOf() },
        'GET /api/posts/user/alice': noPosts,
        'PATCH /api/profile/alice': { status: 200, json: { ...alice, displayName: 'Alice the Angler' }, after: later },
      });
      renderApp(<ProfilePage />, { path: '/profile', routePath: '/profile' });
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
      expect(screen.getByRole('dialog', { name: 'Edit Profile' })).to.exist;
      expect((screen.getByLabelText('Bio') as HTMLTextAreaElement).rows).to.equal(4);
      fireEvent.change(screen.getByLabelText('Display Name'), { target: { value: ' Alice the Angler ' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByRole('button', { name: 'Saving...' })).to.exist;
      release();
      expect(await screen.findByText('Profile updated')).to.exist;
      const patch = JSON.parse(server.requests.find((r) => r.method === 'PATCH')!.body);
      expect(patch).to.deep.equal({ displayName: 'Alice the Angler', location: 'Lake Tahoe, CA', bio: 'Trout all day.' });
    });

    it('shows what the server refused beside its field, and keeps the dialog open', async () => {
      server = await serve({
        'GET /api/profile/alice': { status: 200, json: profileOf() },
        'GET /api/posts/user/alice': noPosts,
        'PATCH /api/profile/alice': {
          status: 400,
          json: {
            message: 'Invalid request: body.bannerImageUrl: Use an image URL (and 1 more)',
            code: 'invalid_request',
            issues: [
              { path: ['body', 'bannerImageUrl'], message: 'Use an image URL' },
              { path: ['body', 'bio'], message: 'At most 500 characters' },
            ],
          },
        },
      });
      renderApp(<ProfilePage />, { path: '/profile', routePath: '/profile' });
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Failed to update profile')).to.exist;
      const bio = screen.getByLabelText('Bio');
      expect(document.getElementById(bio.getAttribute('aria-describedby')!)!.textContent).to.equal('At most 500 characters');
      const banner = screen.getByLabelText('Cover Banner URL');
      expect(banner.getAttribute('aria-invalid')).to.equal('true');
      expect(document.getElementById(banner.getAttribute('aria-describedby')!)!.textContent).to.equal('Use an image URL');
      expect(screen.getByLabelText('Display Name').hasAttribute('aria-describedby')).to.equal(false);
      expect(screen.getByRole('dialog', { name: 'Edit Profile' })).to.exist;
    });

    it('checks a chosen picture (type, 5MB), sends a good one as a data URL, and removes a picture as null', async () => {
      server = await serve({
        'GET /api/profile/alice': { status: 200, json: profileOf({ bannerImageUrl: '/media/banner.jpg' }) },
        'GET /api/posts/user/alice': noPosts,
        'PATCH /api/profile/alice': { status: 500, json: { message: 'boom' } },
      });
      renderApp(<ProfilePage />, { path: '/profile', routePath: '/profile' });
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
      const upload = screen.getByLabelText('Upload Profile Picture');
      fireEvent.change(upload, { target: { files: [aFile('a.txt', 'text/plain')] } });
      expect(await screen.findByText('Invalid file type')).to.exist;
      expect(screen.getByText('Please select an image file')).to.exist;
      fireEvent.change(upload, { target: { files: [aFile('big.jpg', 'image/jpeg', 6 * 1024 * 1024)] } });
      expect(await screen.findByText('File too large')).to.exist;
      expect(screen.getByText('Please select an image smaller than 5MB')).to.exist;
      fireEvent.change(upload, { target: { files: [aFile('me.png', 'image/png')] } });
      await screen.findByRole('img', { name: 'Profile Picture preview' });
      fireEvent.click(screen.getByRole('button', { name: 'Remove Cover Banner' }));
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Failed to update profile')).to.exist;
      const patch = JSON.parse(server.requests.find((r) => r.method === 'PATCH')!.body);
      expect(patch.profileImageUrl).to.match(/^data:image\/png;base64,/);
      expect(patch.bannerImageUrl).to.equal(null);
    });
  });
});
