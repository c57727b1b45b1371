import { useEffect, useState } from 'react';
import { usePublicConfig } from '@tightlines/kit';
import { loadMaps, type MapsApi } from './maps.ts';

export type MapsState = { status: 'loading' } | { status: 'ready'; api: MapsApi } | { status: 'unavailable' };

/** The maps service when the server gave a key and the script loaded; 'unavailable' otherwise. */
export function useMaps(): MapsState {
  const config = usePublicConfig();
  const key = config.data?.mapsApiKey ?? null;
  const [state, setState] = useState<MapsState>({ status: 'loading' });
  useEffect(() => {
    if (config.isPending) return;
    if (!key) return setState({ status: 'unavailable' });
    let live = true;
    loadMaps(key).then(
      (api) => live && setState({ status: 'ready', api }),
      () => live && setState({ status: 'unavailable' }),
    );
    return () => {
      live = false;
    };
  }, [config.isPending, key]);
  return state;
}
