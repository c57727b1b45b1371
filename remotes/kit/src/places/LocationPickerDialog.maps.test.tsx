import { withDomEvents } from '../../test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithKit } from '../../test/render.tsx';
import { LocationPickerDialog } from './LocationPickerDialog.tsx';

/**
 * Google's bootstrap defines `google.maps.importLibrary`; the maps loader uses one already there instead of
 * adding Google's script. This one stands in for Google (no network in tests) and hands out its libraries
 * only when the test says the script has arrived.
 */
function googleArrivingLater() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  type At = { lat: number; lng: number };
  class GoogleMap {
    addListener() {}
    panTo() {}
    setZoom() {}
  }
  class Marker {
    private at: At;
    constructor({ position }: { position: At }) {
      this.at = position;
    }
    addListener() {}
    getPosition() {
      return this.at;
    }
    setPosition(to: At) {
      this.at = to;
    }
    setDraggable() {}
    setMap() {}
  }
  class Geocoder {
    async geocode({ address }: { address: string }) {
      return {
        results: [
          { formatted_address: `${address}, found by Google`, geometry: { location: { toJSON: () => ({ lat: 44.06, lng: -121.31 }) } } },
        ],
      };
    }
  }
  const libraries: Record<string, object> = {
    maps: { Map: GoogleMap },
    marker: { Marker, AdvancedMarkerElement: class {} },
    geocoding: { Geocoder },
    core: { LatLngBounds: class {} },
  };
  // In a browser the window is the global scope; in jsdom under Node they differ, and Google's names are read from both.
  const scopes = [window, globalThis] as unknown as { google?: unknown }[];
  const google = {
    maps: {
      importLibrary: async (name: string) => {
        await arrived;
        return libraries[name];
      },
      event: { clearInstanceListeners() {} },
    },
  };
  for (const scope of scopes) scope.google = google;
  return {
    arrive,
    leave: () => {
      for (const scope of scopes) delete scope.google;
    },
  };
}

describe("kit: the location picker's search box while Google's maps script loads", () => {
  withDomEvents();

  it('keeps what the angler typed before the script arrived, in the same box, and searches it with Google', async () => {
    const google = googleArrivingLater();
    try {
      renderWithKit(<LocationPickerDialog open onOpenChange={() => {}} onPick={() => {}} />, { mapsApiKey: 'a-key' });
      const box = screen.getByLabelText('Search for a place') as HTMLInputElement;
      fireEvent.change(box, { target: { value: 'Tumalo Creek' } });
      box.focus();
      await act(async () => google.arrive());
      await waitFor(() => expect(screen.getByPlaceholderText('Lake, river, town or address')).to.equal(box));
      expect(box.value).to.equal('Tumalo Creek');
      expect(document.activeElement, 'the angler keeps typing where they were').to.equal(box);
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() =>
        expect((screen.getByLabelText('Place name') as HTMLInputElement).value).to.equal('Tumalo Creek, found by Google'),
      );
    } finally {
      cleanup(); // the map lets go of Google's names as it unmounts
      google.leave();
    }
  });
});
