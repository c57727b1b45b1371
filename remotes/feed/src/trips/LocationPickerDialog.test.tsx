import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { dismissToast } from '@tightlines/kit';
import type { PickedPlace } from '../lib/trip-payload.ts';
import { renderApp } from '../../test/app.tsx';
import { LocationPickerDialog } from './LocationPickerDialog.tsx';

describe("trips: the 'Choose Trip Location' picker without the maps service", () => {
  withDomEvents();
  afterEach(() => {
    cleanup();
    act(() => dismissToast());
  });

  it('keeps a typed place at 0,0 and says so', async () => {
    const picked: PickedPlace[] = [];
    renderApp(<LocationPickerDialog open onOpenChange={() => {}} onPick={(place) => picked.push(place)} />);
    expect(screen.getByRole('dialog', { name: 'Choose Trip Location' })).to.exist;
    expect(await screen.findByText(/Maps are unavailable/)).to.exist;
    const search = screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement;
    expect(search.disabled, 'a search needs text').to.equal(true);
    fireEvent.change(screen.getByLabelText('Search for a place'), { target: { value: " Grandpa's pond " } });
    fireEvent.click(search);
    fireEvent.click(screen.getByRole('button', { name: 'Use This Location' }));
    expect(picked).to.deep.equal([{ address: "Grandpa's pond", latitude: 0, longitude: 0 }]);
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
