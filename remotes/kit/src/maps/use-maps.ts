import { useEffect, useState } from 'react';
import { loadGoogleMaps, type GoogleMaps } from './google-maps.ts';
import { useMapId, useMapsKey } from './use-maps-key.ts';

export type MapsState =
  | { status: 'loading' }
  | { status: 'ready'; api: GoogleMaps; key: string; mapId: string | null }
  | { status: 'unavailable' };

/** The maps service when the server gave a key and the script loaded; 'unavailable' otherwise. */
export function useMaps(): MapsState {
  const key = useMapsKey();
  const mapId = useMapId();
  const [state, setState] = useState<MapsState>({ status: 'loading' });
  useEffect(() => {
    if (key === undefined) return;
    if (!key) return setState({ status: 'unavailable' });
    let live = true;
    loadGoogleMaps(key).then(
      (api) => live && setState({ status: 'ready', api, key, mapId }),
      () => live && setState({ status: 'unavailable' }),
    );
    return () => {
      live = false;
    };
  }, [key, mapId]);
  return state;
}
