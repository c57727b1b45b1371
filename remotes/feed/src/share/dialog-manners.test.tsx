import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { IDEMPOTENCY_KEY_HEADER } from '@tightlines/contracts';
import { dismissToast } from '@tightlines/kit';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { aPost, alice, renderApp, serve } from '../../test/app.tsx';
import { AnglerActions } from './AnglerActions.tsx';
import { EditProfileDialog } from '../profile/EditProfileDialog.tsx';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const dialog = () => screen.queryByRole('dialog');
const keyOf = (request: ApiServer['requests'][number]) => request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];

function chooseSpecies(name: string) {
  const box = screen.getByRole('combobox', { name: 'Species' });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: name } });
  fireEvent.click(screen.getByText(name, { selector: '[role=option]' }));
}

/** Opens a dialog the way a person does: focus on the button, then press it. */
function press(name: string) {
  const opener = button(name);
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('share: dialogs that respect the angler', () => {
  withDomEvents();
  let server: ApiServer | undefined;
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    await server?.close();
    server = undefined;
  });

  it('opens Share Catch straight into the catch form: the content type is not asked again, no Back', () => {
    renderApp(<AnglerActions />);
    press('Share Catch');
    expect(screen.getByRole('dialog', { name: 'Upload a Catch' })).to.exist;
    expect(screen.getByRole('combobox', { name: 'Species' })).to.exist;
    expect(screen.queryByRole('button', { name: /Share Content/ }), 'no chooser').to.equal(null);
    expect(screen.queryByRole('button', { name: 'Back' })).to.equal(null);
  });

  it('marks the required fields: species of a catch, title and photo of content, place and outcome of a trip', async () => {
    server = await serve({ 'GET /api/spots/with-trips': { status: 200, json: [] } });
    renderApp(<AnglerActions />);
    press('Share Catch');
    expect(screen.getByText(/Fields marked/).textContent).to.equal('Fields marked * are required.');
    expect(screen.getByRole('combobox', { name: 'Species' }).getAttribute('aria-required')).to.equal('true');
    expect(screen.getByText('Species', { selector: 'label' }).parentElement!.textContent).to.equal('Species*');
    expect(screen.getByText('Method', { selector: 'label' }).parentElement!.textContent, 'optional fields are not marked').to.equal(
      'Method',
    );
    expect(screen.getByText('Choose a species to share your catch.')).to.exist;
    fireEvent.click(button('Close'));
    press('Share Content');
    expect((screen.getByLabelText('Title') as HTMLInputElement).required).to.equal(true);
    expect(screen.getByText('Photo', { selector: 'label' }).parentElement!.textContent).to.equal('Photo*');
    fireEvent.click(button('Close'));
    press('Log Trip');
    expect(screen.getByRole('heading', { name: 'Where did you fish?' }).textContent).to.equal('Where did you fish?*');
  });

  it('closes at once when nothing was typed, and gives focus back to the button that opened it', async () => {
    renderApp(<AnglerActions />);
    const opener = press('Share Catch');
    expect(document.activeElement).not.to.equal(opener);
    fireEvent.click(button('Close'));
    expect(screen.queryByRole('alertdialog')).to.equal(null);
    await waitFor(() => expect(dialog()).to.equal(null));
    await waitFor(() => expect(document.activeElement).to.equal(opener));
  });

  it('asks before discarding what was typed: Keep Editing keeps it, Discard closes and forgets it', async () => {
    renderApp(<AnglerActions />);
    const opener = press('Share Content');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Knots that hold' } });
    fireEvent.keyDown(screen.getByLabelText('Title'), { key: 'Escape' });
    const question = screen.getByRole('alertdialog', { name: 'Discard your changes?' });
    expect(question.textContent).to.contain('What you typed here will be lost.');
    fireEvent.click(button('Keep Editing'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).to.equal(null));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).to.equal('Knots that hold');
    fireEvent.click(button('Close'));
    fireEvent.click(button('Discard'));
    await waitFor(() => expect(dialog()).to.equal(null));
    await waitFor(() => expect(document.activeElement).to.equal(opener));
    press('Share Content');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value, 'a fresh form').to.equal('');
  });

  it('keeps the hidden file input out of the tab order (the visible button opens it)', () => {
    renderApp(<AnglerActions />);
    press('Share Content');
    const file = screen.getByLabelText('Photo', { selector: 'input' }) as HTMLInputElement;
    expect(file.type).to.equal('file');
    expect(file.tabIndex).to.equal(-1);
    expect((screen.getByRole('button', { name: /Choose a photo/ }) as HTMLButtonElement).tabIndex).to.equal(0);
  });

  it('sends one key while the dialog is open: a double click makes one request, the button is off while it is pending', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server = await serve({ 'POST /api/posts': { status: 201, json: aPost(), after: held } });
    renderApp(<AnglerActions />);
    press('Share Catch');
    chooseSpecies('Rainbow Trout');
    const submit = button('Share Catch');
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(button('Sharing...').disabled).to.equal(true));
    fireEvent.click(button('Sharing...'));
    release();
    expect(await screen.findByText('Catch shared successfully!')).to.exist;
    expect(server.requests.filter((r) => r.method === 'POST')).to.have.length(1);
  });

  it('sends the same key when the angler presses again after a failure, and a new one next time the dialog opens', async () => {
    let calls = 0;
    server = await serve({
      'POST /api/posts': () => (++calls === 1 ? { status: 503, json: { message: 'Try again' } } : { status: 201, json: aPost() }),
    });
    renderApp(<AnglerActions />);
    press('Share Catch');
    chooseSpecies('Rainbow Trout');
    fireEvent.click(button('Share Catch'));
    expect(await screen.findByText('Failed to share post. Please try again.')).to.exist;
    act(() => dismissToast());
    fireEvent.click(button('Share Catch'));
    expect(await screen.findByText('Catch shared successfully!')).to.exist;
    await waitFor(() => expect(dialog()).to.equal(null));
    press('Share Catch');
    chooseSpecies('Brown Trout');
    fireEvent.click(button('Share Catch'));
    await waitFor(() => expect(server!.requests.filter((r) => r.method === 'POST')).to.have.length(3));
    const [first, again, next] = server.requests.filter((r) => r.method === 'POST').map(keyOf);
    expect(first).to.be.a('string');
    expect(again, 'the retry carries the same key').to.equal(first);
    expect(next, 'a new action, a new key').not.to.equal(first);
  });

  it('asks before Cancel throws away an edited profile, and not when nothing changed', async () => {
    let open = true;
    const view = renderApp(<EditProfileDialog user={alice} open onOpenChange={(next) => (open = next)} />);
    fireEvent.click(button('Cancel'));
    expect(screen.queryByRole('alertdialog'), 'nothing changed: no question').to.equal(null);
    expect(open).to.equal(false);
    view.unmount();
    open = true;
    renderApp(<EditProfileDialog user={alice} open onOpenChange={(next) => (open = next)} />);
    fireEvent.change(screen.getByLabelText('Bio'), { target: { value: 'Bass in the summer.' } });
    fireEvent.click(button('Cancel'));
    expect(screen.getByRole('alertdialog', { name: 'Discard your changes?' })).to.exist;
    expect(open, 'still open while asking').to.equal(true);
    fireEvent.click(button('Discard'));
    expect(open).to.equal(false);
  });

  it('logs one trip per open wizard: a second press after a failure carries the same key', async () => {
    let calls = 0;
    const trip = {
      id: 't1',
      userId: 'alice',
      spotId: null,
      fishingSuccess: false,
      waterCondition: null,
      weatherCondition: null,
      temperature: null,
      timeOfDay: null,
      notes: null,
      shareLocation: true,
      location: 'Lake Tahoe, CA',
      latitude: 39.09,
      longitude: -120.03,
      tip: null,
      privacy: 'public',
      spotName: null,
      userDisplayName: 'Alice Angler',
      userProfileImage: null,
      createdAt: new Date().toISOString(),
    };
    server = await serve({
      'GET /api/spots/with-trips': {
        status: 200,
        json: [{ id: 'tahoe', name: 'Lake Tahoe', location: 'Lake Tahoe, CA', latitude: 39.09, longitude: -120.03, totalTrips: 3 }],
      },
      'POST /api/spots/trips': () => (++calls === 1 ? { status: 503, json: { message: 'Try again' } } : { status: 201, json: trip }),
    });
    renderApp(<AnglerActions />);
    press('Log Trip');
    fireEvent.click(await screen.findByRole('radio', { name: /Lake Tahoe/ }));
    fireEvent.click(button('Next'));
    fireEvent.click(screen.getByRole('radio', { name: /Unsuccessful/ }));
    fireEvent.click(button('Next'));
    const logTrip = () => screen.getAllByRole('button', { name: 'Log Trip' }).at(-1)!;
    fireEvent.click(logTrip());
    expect(await screen.findByText('Failed to log trip. Please try again.')).to.exist;
    act(() => dismissToast());
    fireEvent.click(logTrip());
    expect(await screen.findByText('Trip Logged Successfully')).to.exist;
    const [first, again] = server.requests.filter((r) => r.method === 'POST').map(keyOf);
    expect(first).to.be.a('string');
    expect(again).to.equal(first);
  });
});
