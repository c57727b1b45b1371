import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Button, dismissToast } from '@tightlines/kit';
import type { Spot } from '@tightlines/contracts';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { renderApp, serve } from '../../test/app.tsx';
import { LogTripDialog } from './LogTripDialog.tsx';

const spots: Spot[] = [
  { id: 'tahoe', name: 'Lake Tahoe', location: 'Lake Tahoe, CA', latitude: 39.09, longitude: -120.03, totalTrips: 12 },
  { id: 'mead', name: 'Lake Mead', location: 'Boulder City, NV', latitude: 36.14, longitude: -114.41, totalTrips: 1 },
];
const aTrip = {
  id: 't1',
  userId: 'alice',
  spotId: 'tahoe',
  fishingSuccess: true,
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
  spotName: 'Lake Tahoe',
  userDisplayName: 'Alice Angler',
  userProfileImage: null,
  createdAt: new Date().toISOString(),
};

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Log Trip</Button>
      <LogTripDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const stage = () => screen.getByRole('dialog').querySelector('p')?.textContent;

describe('trips: the Log Trip wizard', () => {
  withDomEvents();
  let server: ApiServer;
  let answer = { status: 201, json: aTrip as unknown };
  beforeEach(async () => {
    answer = { status: 201, json: aTrip };
    server = await serve({
      'GET /api/spots/with-trips': { status: 200, json: spots },
      'POST /api/spots/trips': () => answer,
    });
  });
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    await server.close();
  });

  async function toOutcome() {
    renderApp(<Harness />);
    fireEvent.click(button('Log Trip'));
    const tahoe = await screen.findByRole('radio', { name: /Lake Tahoe/ });
    expect(button('Next').disabled, 'a location is needed').to.equal(true);
    fireEvent.click(tahoe);
    fireEvent.click(button('Next'));
  }

  it('walks location → outcome → details, and Back steps to the previous stage keeping choices', async () => {
    await toOutcome();
    expect(stage()).to.equal('Step 2 of 3: Outcome');
    expect(button('Next').disabled, 'an outcome is needed').to.equal(true);
    fireEvent.click(button('Back'));
    expect(stage()).to.equal('Step 1 of 3: Location');
    expect(screen.getByRole('radio', { name: /Lake Tahoe/ }).getAttribute('aria-checked')).to.equal('true');
    fireEvent.click(button('Next'));
    fireEvent.click(screen.getByRole('radio', { name: /Unsuccessful/ }));
    fireEvent.click(button('Next'));
    expect(stage()).to.equal('Step 3 of 3: Details');
    expect(screen.queryByText('Catch Details'), 'no catch details for an unsuccessful trip').to.equal(null);
    fireEvent.click(button('Back'));
    expect(stage()).to.equal('Step 2 of 3: Outcome');
  });

  it("appends 'Catch Details' to the notes of a successful trip and logs it", async () => {
    await toOutcome();
    fireEvent.click(screen.getByRole('radio', { name: /Successful/ }));
    fireEvent.click(button('Next'));
    fireEvent.change(screen.getByLabelText('Water Condition'), { target: { value: 'calm' } });
    fireEvent.change(screen.getByLabelText('Temperature (°F)'), { target: { value: '58' } });
    fireEvent.change(screen.getByLabelText('Species'), { target: { value: 'Rainbow Trout' } });
    fireEvent.change(screen.getByLabelText('Count'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Method'), { target: { value: 'Trolling' } });
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Glassy morning' } });
    fireEvent.click(button('Log Trip'));
    expect(await screen.findByText('Trip Logged Successfully')).to.exist;
    const sent = JSON.parse(server.requests.find((r) => r.method === 'POST')!.body);
    expect(sent).to.deep.include({
      spotId: 'tahoe',
      fishingSuccess: true,
      waterCondition: 'calm',
      temperature: 58,
      shareLocation: true,
      shareTip: false,
      notes: 'Glassy morning\n\nCatch Details:\nSpecies: Rainbow Trout\nCount: 3\nMethod: Trolling',
    });
    expect(sent).not.to.have.property('tipTitle');
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
  });

  it('sends a tip only when Share a Tip is on with a title and content, and says so', async () => {
    await toOutcome();
    fireEvent.click(screen.getByRole('radio', { name: /Unsuccessful/ }));
    fireEvent.click(button('Next'));
    fireEvent.click(screen.getByRole('switch', { name: 'Share a Tip' }));
    fireEvent.change(screen.getByLabelText('Tip Title'), { target: { value: 'Go deep at noon' } });
    fireEvent.change(screen.getByLabelText('Tip Content'), { target: { value: 'Fish sit at 40 ft when the sun is high.' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'timing' } });
    fireEvent.click(button('Log Trip'));
    expect(await screen.findByText(/your tip has been shared/)).to.exist;
    const sent = JSON.parse(server.requests.find((r) => r.method === 'POST')!.body);
    expect(sent).to.deep.include({
      shareTip: true,
      tipTitle: 'Go deep at noon',
      tipContent: 'Fish sit at 40 ft when the sun is high.',
      tipCategory: 'timing',
    });
  });

  it('resets everything when closed (after asking: a spot was chosen)', async () => {
    await toOutcome();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('alertdialog', { name: 'Discard your changes?' })).to.exist;
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    fireEvent.click(button('Log Trip'));
    expect(stage()).to.equal('Step 1 of 3: Location');
    expect((await screen.findByRole('radio', { name: /Lake Tahoe/ })).getAttribute('aria-checked')).to.equal('false');
    expect(button('Next').disabled).to.equal(true);
  });

  it("says 'Authentication Required: Please log in to log trips.' on 401", async () => {
    answer = { status: 401, text: 'Unauthorized' } as never;
    await toOutcome();
    fireEvent.click(screen.getByRole('radio', { name: /Unsuccessful/ }));
    fireEvent.click(button('Next'));
    fireEvent.click(button('Log Trip'));
    expect(await screen.findByText('Authentication Required')).to.exist;
    expect(screen.getByText('Please log in to log trips.')).to.exist;
  });

  it("says 'Failed to log trip. Please try again.' when logging fails", async () => {
    answer = { status: 500, json: { message: 'boom' } };
    await toOutcome();
    fireEvent.click(screen.getByRole('radio', { name: /Unsuccessful/ }));
    fireEvent.click(button('Next'));
    fireEvent.click(button('Log Trip'));
    expect(await screen.findByText('Failed to log trip. Please try again.')).to.exist;
  });

  it('shows what the server refused beside its field, and what belongs to an earlier step above the buttons', async () => {
    answer = {
      status: 400,
      json: {
        message: 'Invalid request: body.temperature: Too hot (and 1 more)',
        code: 'invalid_request',
        issues: [
          { path: ['body', 'temperature'], message: 'Too hot' },
          { path: ['body', 'spotId'], message: 'Choose a spot or a custom location' },
        ],
      },
    };
    await toOutcome();
    fireEvent.click(screen.getByRole('radio', { name: /Unsuccessful/ }));
    fireEvent.click(button('Next'));
    fireEvent.change(screen.getByLabelText('Temperature (°F)'), { target: { value: '139' } });
    fireEvent.click(button('Log Trip'));
    expect(await screen.findByText('Failed to log trip. Please try again.')).to.exist;
    const temperature = screen.getByLabelText('Temperature (°F)');
    expect(temperature.getAttribute('aria-invalid')).to.equal('true');
    expect(document.getElementById(temperature.getAttribute('aria-describedby')!)!.textContent).to.equal('Too hot');
    expect(screen.getByRole('alert', { name: 'Problems with earlier steps' }).textContent).to.equal('Choose a spot or a custom location');
  });
});
