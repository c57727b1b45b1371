/// <reference types="google.maps" />
import { useEffect, useRef } from 'react';
import { loadGoogleMaps, onMapsAuthFailure } from '@tightlines/kit/google-maps';
import type { TripPath } from '@tightlines/contracts';

/** The path as a Polyline on Google's map, fitted to its bounds; a failed load or a refused key falls back to the drawing. */
export function GooglePath({ apiKey, path, onFailed }: { apiKey: string; path: TripPath['path']; onFailed: () => void }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let line: google.maps.Polyline | undefined;
    let cancelled = false;
    const unsubscribe = onMapsAuthFailure(onFailed);
    loadGoogleMaps(apiKey).then(
      (maps) => {
        if (cancelled || !element.current) return;
        const map = new maps.Map(element.current, { disableDefaultUI: true, zoomControl: true, gestureHandling: 'cooperative' });
        const points = path.map(([lat, lng]) => ({ lat, lng }));
        const bounds = new maps.LatLngBounds();
        for (const p of points) bounds.extend(p);
        map.fitBounds(bounds, 24);
        line = new google.maps.Polyline({ path: points, map, strokeColor: '#0f766e', strokeWeight: 4 });
      },
      () => !cancelled && onFailed(),
    );
    return () => {
      cancelled = true;
      unsubscribe();
      line?.setMap(null);
    };
  }, [apiKey, path, onFailed]);
  return <div ref={element} className="h-[220px] w-full" role="img" aria-label="The trip's path on a map" />;
}
