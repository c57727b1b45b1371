import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { dismissToast } from '@tightlines/kit';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { renderPortal, serve, withDomFormData } from '../../test/portal.tsx';
import { ADVERTISER_STORAGE_KEY, storedAdvertiserUser } from '../api/advertiser-session.ts';

const sam = { email: 'sam@reeldeal.example.com', firstName: 'Sam', lastName: 'Reel', role: 'admin', isActive: true, advertiserId: 'a1' };
function signIn(password = 'tight-lines') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: sam.email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('advertiser portal: login', () => {
  withDomEvents();
  withDomFormData();
  let server: ApiServer | undefined;
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    window.localStorage.removeItem(ADVERTISER_STORAGE_KEY);
    await server?.close();
    server = undefined;
  });

  it('keeps the advertiser user the server answered and opens their dashboard', async () => {
    server = await serve({ 'POST /api/advertisers/login': { status: 200, json: sam } });
    const { router } = renderPortal('/advertiser/login');
    expect(screen.getByRole('link', { name: 'Register here' }).getAttribute('href')).to.equal('/advertiser/register');
    signIn();
    expect(await screen.findByText('Login Successful')).to.exist;
    expect(screen.getByText('Welcome to your advertiser dashboard.')).to.exist;
    await waitFor(() => expect(router.state.location.pathname).to.equal('/advertiser/a1/dashboard'));
    expect(storedAdvertiserUser()).to.deep.equal(sam);
    expect(JSON.parse(server.requests[0].body)).to.deep.equal({ email: sam.email, password: 'tight-lines' });
  });

  it("says 'Login Failed' with the server's message, and keeps nobody signed in", async () => {
    server = await serve({
      'POST /api/advertisers/login': { status: 401, json: { message: 'Wrong email or password', code: 'unauthorized' } },
    });
    renderPortal('/advertiser/login');
    signIn('nope');
    expect(await screen.findByText('Login Failed')).to.exist;
    expect(screen.getByText('Wrong email or password')).to.exist;
    expect(storedAdvertiserUser()).to.equal(null);
  });

  it("says 'An error occurred during login. Please try again.' when the server cannot be reached", async () => {
    renderPortal('/advertiser/login');
    signIn();
    expect(await screen.findByText('An error occurred during login. Please try again.')).to.exist;
  });
});
