import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { dismissToast } from '@tightlines/kit';
import { RegisterAdvertiser } from '@tightlines/contracts';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { renderPortal, serve, withDomFormData } from '../../test/portal.tsx';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
function fillTheForm() {
  fill('Company Name', 'Reel Deal Tackle');
  fill('Website', 'https://reeldeal.example.com');
  fill('Contact Email', 'ads@reeldeal.example.com');
  fill('First Name', 'Sam');
  fill('Last Name', 'Reel');
  fill('Your Email', 'sam@reeldeal.example.com');
  fill('Password', 'tight-lines');
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

describe('advertiser portal: registration', () => {
  withDomEvents();
  withDomFormData();
  let server: ApiServer | undefined;
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    await server?.close();
    server = undefined;
  });

  it('sends the company and its primary user — no role, active flag or account status — then goes to login', async () => {
    server = await serve({ 'POST /api/advertisers/register': { status: 201, json: { advertiserId: 'a1', accountStatus: 'pending' } } });
    const { router } = renderPortal('/advertiser/register');
    fillTheForm();
    submit();
    expect(await screen.findByText('Registration Successful')).to.exist;
    expect(screen.getByText('Your advertiser account has been created and is pending approval.')).to.exist;
    await waitFor(() => expect(router.state.location.pathname).to.equal('/advertiser/login'));
    const sent = JSON.parse(server.requests[0].body);
    expect(sent).to.deep.equal({
      companyName: 'Reel Deal Tackle',
      website: 'https://reeldeal.example.com',
      contactEmail: 'ads@reeldeal.example.com',
      primaryUser: { email: 'sam@reeldeal.example.com', firstName: 'Sam', lastName: 'Reel', password: 'tight-lines' },
    });
    expect(RegisterAdvertiser.safeParse(sent).success).to.equal(true);
  });

  it("shows each field the server refused beside it, with 'Registration Failed' and the server's message", async () => {
    server = await serve({
      'POST /api/advertisers/register': {
        status: 400,
        json: {
          message: 'Invalid request: body.website: Enter a web address starting with https:// (and 1 more)',
          code: 'invalid_request',
          issues: [
            { path: ['body', 'website'], message: 'Enter a web address starting with https://' },
            { path: ['body', 'primaryUser', 'password'], message: 'Use at least 8 characters' },
          ],
        },
      },
    });
    renderPortal('/advertiser/register');
    fillTheForm();
    submit();
    expect(await screen.findByText('Registration Failed')).to.exist;
    expect(screen.getByText('Invalid request: body.website: Enter a web address starting with https:// (and 1 more)')).to.exist;
    for (const [label, message] of [
      ['Website', 'Enter a web address starting with https://'],
      ['Password', 'Use at least 8 characters'],
    ]) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid'), label).to.equal('true');
      expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent, label).to.equal(message);
    }
    expect(screen.getByLabelText('Company Name').hasAttribute('aria-invalid')).to.equal(false);
  });

  it("says 'Registration Failed' with the server's words while the call is not built yet (404)", async () => {
    server = await serve({});
    renderPortal('/advertiser/register');
    fillTheForm();
    submit();
    expect(await screen.findByText('Registration Failed')).to.exist;
    expect(screen.getByText('No such API call: POST /api/advertisers/register')).to.exist;
  });

  it("says 'An error occurred during registration. Please try again.' when the server cannot be reached", async () => {
    renderPortal('/advertiser/register');
    fillTheForm();
    submit();
    expect(await screen.findByText('An error occurred during registration. Please try again.')).to.exist;
  });
});
