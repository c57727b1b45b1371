import { withDomEvents } from '../../test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { dismissToast } from '@tightlines/kit';
import type { PickedPlace } from '../trips/trip-draft.ts';
import { renderWithKit as renderApp, serveAnswers as serve } from '../../test/render.tsx';
import { LocationPickerDialog } from './LocationPickerDialog.tsx';

const placeName = () => screen.getByLabelText('Place name') as HTMLInputElement;

describe("kit: the location picker ('Choose Trip Location') without the maps service", () => {
  withDomEvents();
  afterEach(() => {
    cleanup();
    act(() => dismissToast());
  });

  it('finds a typed place in the gazetteer and saves its real coordinates, never 0,0', async () => {
    const server = await serve({
      'GET /api/places': {
        status: 200,
        json: [
          {
            id: '2147714',
            name: 'Sydney',
            region: '02',
            country: 'AU',
            label: 'Sydney, Australia',
            latitude: -33.86785,
            longitude: 151.20732,
            population: 4627345,
          },
          {
            id: '6354908',
            name: 'Sydney',
            region: '07',
            country: 'CA',
            label: 'Sydney, Canada',
            latitude: 46.1351,
            longitude: -60.1831,
            population: 105968,
          },
        ],
      },
    });
    try {
      const picked: PickedPlace[] = [];
      renderApp(<LocationPickerDialog open onOpenChange={() => {}} onPick={(place) => picked.push(place)} />);
      expect(screen.getByRole('dialog', { name: 'Choose Trip Location' })).to.exist;
      expect(await screen.findByText(/Maps are unavailable/)).to.exist;
      const use = screen.getByRole('button', { name: 'Use This Location' }) as HTMLButtonElement;
      const search = screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement;
      expect(search.disabled, 'a search needs text').to.equal(true);
      fireEvent.change(screen.getByLabelText('Search for a place'), { target: { value: ' Sydney ' } });
      fireEvent.click(search);
      expect(use.disabled, 'nothing picked yet: nothing to save').to.equal(true);
      fireEvent.click(await screen.findByRole('button', { name: 'Sydney, Canada' }));
      fireEvent.click(use);
      expect(picked).to.deep.equal([{ address: 'Sydney, Canada', latitude: 46.1351, longitude: -60.1831 }]);
      expect(server.requests.map((r) => r.url)).to.include('/api/places?search=Sydney&limit=6');
    } finally {
      await server.close();
    }
  });

  it("uses the place's name as the angler edits it, never an empty one, under the title and label its screen gives", async () => {
    const bend = {
      id: '5713587',
      name: 'Bend',
      region: 'OR',
      country: 'US',
      label: 'Bend, OR, US',
      latitude: 44.06,
      longitude: -121.31,
      population: 100421,
    };
    const server = await serve({ 'GET /api/places': { status: 200, json: [bend] } });
    try {
      const picked: PickedPlace[] = [];
      renderApp(
        <LocationPickerDialog
          open
          onOpenChange={() => {}}
          onPick={(place) => picked.push(place)}
          title="Custom Location"
          searchLabel="Find a place"
        />,
      );
      expect(screen.getByRole('dialog', { name: 'Custom Location' })).to.exist;
      fireEvent.change(screen.getByLabelText('Find a place'), { target: { value: 'Bend' } });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Bend, OR, US' }));
      expect(placeName().value).to.equal('Bend, OR, US');
      const use = screen.getByRole('button', { name: 'Use This Location' }) as HTMLButtonElement;
      fireEvent.change(placeName(), { target: { value: '  ' } });
      expect(use.disabled, 'a place needs a name').to.equal(true);
      fireEvent.change(placeName(), { target: { value: ' Tumalo Creek ' } });
      fireEvent.click(use);
      expect(picked).to.deep.equal([{ address: 'Tumalo Creek', latitude: 44.06, longitude: -121.31 }]);
    } finally {
      await server.close();
    }
  });

  it("names the browser's position by the nearest town, or its coordinates, never 'Current Location', when there is no map", async () => {
    const scope = globalThis.navigator as unknown as { geolocation?: unknown };
    const saved = Object.getOwnPropertyDescriptor(scope, 'geolocation');
    let at = { latitude: 44.29, longitude: -74.0 };
    Object.defineProperty(scope, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: at } as GeolocationPosition) },
    });
    const lakePlacid = {
      id: '5124276',
      name: 'Lake Placid',
      region: 'NY',
      country: 'US',
      label: 'Lake Placid, NY, United States',
      latitude: 44.2795,
      longitude: -73.9799,
      population: 2465,
      distanceKm: 1.7,
    };
    const server = await serve({
      'GET /api/places/nearby': (_body, url) => ({ status: 200, json: url.includes('latitude=44.29') ? [lakePlacid] : [] }),
    });
    try {
      const picked: PickedPlace[] = [];
      renderApp(<LocationPickerDialog open onOpenChange={() => {}} onPick={(place) => picked.push(place)} />);
      fireEvent.click(screen.getByRole('button', { name: 'Use Current Location' }));
      await waitFor(() => expect(placeName().value).to.equal('Near Lake Placid, NY, United States'));
      fireEvent.click(screen.getByRole('button', { name: 'Use This Location' }));
      expect(picked).to.deep.equal([{ address: 'Near Lake Placid, NY, United States', latitude: 44.29, longitude: -74.0 }]);
      // Far from any town: the coordinates name it.
      at = { latitude: 44.0123, longitude: -73.1234 };
      fireEvent.click(screen.getByRole('button', { name: 'Use Current Location' }));
      await waitFor(() => expect(placeName().value).to.equal('44.01230, -73.12340'));
      expect(screen.getByText('44.01230, -73.12340')).to.exist;
      expect(screen.queryByDisplayValue('Current Location')).to.equal(null);
    } finally {
      await server.close();
      if (saved) Object.defineProperty(scope, 'geolocation', saved);
      else delete scope.geolocation;
    }
  });

  it("says 'Location access denied' when the browser refuses its position", async () => {
    const scope = globalThis.navigator as unknown as { geolocation?: unknown };
    const saved = Object.getOwnPropertyDescriptor(scope, 'geolocation');
    Object.defineProperty(scope, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 1 } as GeolocationPositionError) },
    });
    try {
      renderApp(<LocationPickerDialog open onOpenChange={() => {}} onPick={() => {}} />);
      fireEvent.click(screen.getByRole('button', { name: 'Use Current Location' }));
      expect(await screen.findByText('Location access denied')).to.exist;
      expect(screen.getByText('Please enable location access or search manually')).to.exist;
    } finally {
      if (saved) Object.defineProperty(scope, 'geolocation', saved);
      else delete scope.geolocation;
    }
  });
});
