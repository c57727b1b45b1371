import { useEffect, useRef, useState } from 'react';
import { GoogleMapsOverlay } from '@deck.gl/google-maps';
import { HeatmapLayer } from '@deck.gl/aggregation-layers';
import { ScatterplotLayer } from '@deck.gl/layers';
import type { HeatSpot } from '@tightlines/contracts';
import { HEAT_COLOR_RANGE, HEAT_LAYER, heatBand, pointWeight } from '../lib/heat.ts';
import { MAP_MESSAGES, MapProblem, OVERVIEW_ZOOM, SYDNEY } from '@tightlines/kit/maps';
import { loadGoogleMaps, onMapsAuthFailure } from '@tightlines/kit/google-maps';

type Status = 'loading' | 'ready' | { problem: string };

/**
 * The heat map over Google Maps (spec §2, §9): deck.gl's HeatmapLayer (Google removed its own in
 * v3.65) weighted by activityScore/100 capped at 1, radius 50, opacity 0.6, and a marker per spot
 * coloured by its heat band; a marker opens the spot. Loaded lazily with deck.gl and the maps script.
 */
export default function HeatMapCanvas({
  apiKey,
  mapId,
  spots,
  onOpenSpot,
}: {
  apiKey: string;
  /** A map id (MAPS_MAP_ID) makes a vector map, which deck.gl draws into (interleaved, through WebGLOverlayView). */
  mapId: string | null;
  spots: HeatSpot[];
  onOpenSpot: (spot: HeatSpot) => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<google.maps.Map | null>(null);
  const overlay = useRef<GoogleMapsOverlay | null>(null);
  const open = useRef(onOpenSpot);
  open.current = onOpenSpot;
  const [status, setStatus] = useState<Status>('loading');

  useEffect(() => {
    let live = true;
    const stopAuth = onMapsAuthFailure(() => live && setStatus({ problem: MAP_MESSAGES.loadFailed }));
    loadGoogleMaps(apiKey).then(
      (maps) => {
        if (!live || !element.current) return;
        try {
          map.current = new maps.Map(element.current, {
            center: SYDNEY,
            zoom: OVERVIEW_ZOOM,
            clickableIcons: false,
            streetViewControl: false,
            mapTypeControl: false,
            ...(mapId ? { mapId } : {}),
          });
          overlay.current = new GoogleMapsOverlay({ layers: [] });
          overlay.current.setMap(map.current);
          setStatus('ready');
        } catch (error) {
          console.error(MAP_MESSAGES.initFailed, error);
          setStatus({ problem: MAP_MESSAGES.initFailed });
        }
      },
      (error) => {
        console.error(MAP_MESSAGES.loadFailed, error);
        if (live) setStatus({ problem: MAP_MESSAGES.loadFailed });
      },
    );
    return () => {
      live = false;
      stopAuth();
      overlay.current?.finalize();
      overlay.current = null;
      map.current = null;
    };
  }, [apiKey, mapId]);

  useEffect(() => {
    if (status !== 'ready' || !overlay.current || !map.current) return;
    overlay.current.setProps({
      layers: [
        new HeatmapLayer<HeatSpot>({
          id: 'spot-heat',
          data: spots,
          getPosition: (spot) => [spot.longitude, spot.latitude],
          getWeight: (spot) => pointWeight(spot.activityScore),
          radiusPixels: HEAT_LAYER.radiusPixels,
          opacity: HEAT_LAYER.opacity,
          colorRange: HEAT_COLOR_RANGE,
          aggregation: 'SUM',
        }),
        new ScatterplotLayer<HeatSpot>({
          id: 'spot-markers',
          data: spots,
          getPosition: (spot) => [spot.longitude, spot.latitude],
          getFillColor: (spot) => heatBand(spot.heatScore).rgb,
          getLineColor: [255, 255, 255],
          lineWidthMinPixels: 2,
          stroked: true,
          radiusMinPixels: 8,
          radiusMaxPixels: 12,
          getRadius: 200,
          pickable: true,
          onClick: ({ object }) => {
            if (object) open.current(object);
          },
        }),
      ],
      getTooltip: ({ object }) =>
        object ? `${(object as HeatSpot).name}: ${(object as HeatSpot).heatLabel} (${(object as HeatSpot).heatScore})` : null,
    });
    if (spots.length > 0) {
      const bounds = new google.maps.LatLngBounds();
      for (const spot of spots) bounds.extend({ lat: spot.latitude, lng: spot.longitude });
      map.current.fitBounds(bounds, 48);
      if (spots.length === 1) map.current.setZoom(11);
    }
  }, [status, spots]);

  return (
    <div className="relative h-[600px] max-h-[70dvh] w-full overflow-hidden rounded-2xl border border-border bg-muted">
      <div ref={element} className="absolute inset-0" role="application" aria-label="Heat map of fishing spots" />
      {typeof status === 'object' && <MapProblem message={status.problem} className="absolute inset-0" />}
      {status === 'loading' && <div className="absolute inset-0 animate-pulse bg-muted" aria-hidden />}
    </div>
  );
}
