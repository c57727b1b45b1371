import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { dismissToast } from '@tightlines/kit';
import { TRIP_MESSAGES } from '@tightlines/contracts';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { renderWithKit, serveAnswers } from '../../../kit/test/render.tsx';
import { SpotTripDialog, type TripTarget } from './SpotTripDialog.tsx';

const aTrip = {
  id: 't1',
  userId: 'alice',
  spotId: 'quarry',
  fishingSuccess: true,
  waterCondition: null,
  weatherCondition: null,
  temperature: null,
  timeOfDay: null,
  notes: null,
  shareLocation: true,
  location: 'Botany, NSW',
  latitude: -33.95,
  longitude: 151.15,
  tip: null,
  privacy: 'public',
  spotName: 'Quarry Pond',
  userDisplayName: 'Alice Angler',
  userProfileImage: null,
  createdAt: new Date().toISOString(),
};
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('spots: the trip-log dialog', () => {
  withDomEvents();
  let server: ApiServer;
  let closed = 0;
  beforeEach(async () => {
    closed = 0;
    server = await serveAnswers({
      'POST /api/spots/quarry/conditions': { status: 201, json: aTrip },
      'POST /api/spots/trips': { status: 201, json: { ...aTrip, spotId: null } },
      'GET /api/spots': { status: 200, json: [] },
      'GET /api/places': {
        status: 200,
        json: [
          {
            id: '1',
            name: 'Bend',
            region: 'OR',
            country: 'US',
            label: 'Bend, OR, US',
            latitude: 44.06,
            longitude: -121.31,
            population: 90000,
          },
        ],
      },
    });
  });
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    await server.close();
  });
  const open = (target: TripTarget) => renderWithKit(<SpotTripDialog target={target} onClose={() => closed++} />);

  it("asks 'Successful Trip' or 'No Luck Today' first; Back returns to the choice", () => {
    open({ spot: { id: 'quarry', name: 'Quarry Pond' }, customLocation: false });
    fireEvent.click(button(/No Luck Today/));
    expect(screen.queryByText('Catch Details'), 'no catch block without a catch').to.equal(null);
    fireEvent.click(button('Back'));
    fireEvent.click(button(/Successful Trip/));
    screen.getByText('Catch Details');
  });

  it("logs a trip at the card's spot with a 'Catch Details' block and a shared tip, then closes", async () => {
    open({ spot: { id: 'quarry', name: 'Quarry Pond' }, customLocation: false });
    fireEvent.click(button(/Successful Trip/));
    fireEvent.change(screen.getByLabelText('Species'), { target: { value: 'Bass' } });
    fireEvent.change(screen.getByLabelText('Count'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Share a Tip' }));
    fireEvent.change(screen.getByLabelText('Tip Title'), { target: { value: 'East wall' } });
    fireEvent.change(screen.getByLabelText('Tip Content'), { target: { value: 'Weedless plastics at dawn' } });
    fireEvent.click(button('Log Trip'));
    await screen.findByText('Trip Logged Successfully');
    screen.getByText('Great catch! Your successful trip has been recorded. Your tip has been shared with the community.');
    const sent = JSON.parse(server.requests.find((r) => r.url === '/api/spots/quarry/conditions')!.body);
    expect(sent).to.include({
      fishingSuccess: true,
      shareTip: true,
      tipTitle: 'East wall',
      notes: 'Catch Details:\nSpecies: Bass\nCount: 2',
    });
    expect(closed).to.equal(1);
  });

  it('needs a spot or a custom place; a picked place can be removed again, and it is logged there', async () => {
    open({ spot: null, customLocation: false });
    fireEvent.click(button(/No Luck Today/));
    fireEvent.click(button('Log Trip'));
    screen.getByText(TRIP_MESSAGES.locationRequired);
    expect(server.requests.some((r) => r.method === 'POST')).to.equal(false);

    fireEvent.click(button('Custom Location'));
    fireEvent.change(await screen.findByLabelText('Find a place'), { target: { value: 'Bend' } });
    fireEvent.click(button('Search'));
    fireEvent.click(await screen.findByRole('button', { name: 'Bend, OR, US' }));
    fireEvent.click(button('Use This Location'));
    await waitFor(() => expect(screen.getByTestId('custom-location').textContent).to.contain('Bend, OR, US'));
    fireEvent.click(button('Remove custom location'));
    expect(screen.queryByTestId('custom-location')).to.equal(null);

    fireEvent.click(button('Custom Location'));
    fireEvent.change(await screen.findByLabelText('Find a place'), { target: { value: 'Bend' } });
    fireEvent.click(button('Search'));
    fireEvent.click(await screen.findByRole('button', { name: 'Bend, OR, US' }));
    fireEvent.click(button('Use This Location'));
    await screen.findByTestId('custom-location');
    fireEvent.click(button('Log Trip'));
    await screen.findByText('Trip Logged Successfully');
    const sent = JSON.parse(server.requests.find((r) => r.url === '/api/spots/trips')!.body);
    expect(sent).to.include({ spotId: null, location: 'Bend, OR, US', latitude: 44.06, longitude: -121.31, fishingSuccess: false });
  });

  it("says 'Failed to log trip. Please try again.' when the server fails, and stays open", async () => {
    await server.close();
    server = await serveAnswers({ 'POST /api/spots/quarry/conditions': { status: 500, json: { message: 'boom', code: 'internal' } } });
    open({ spot: { id: 'quarry', name: 'Quarry Pond' }, customLocation: false });
    fireEvent.click(button(/Successful Trip/));
    fireEvent.click(button('Log Trip'));
    await screen.findByText('Failed to log trip. Please try again.');
    expect(closed).to.equal(0);
  });
});
