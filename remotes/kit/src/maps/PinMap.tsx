import { useEffect, useRef, useState } from 'react';
import { loadGoogleMaps, onMapsAuthFailure, type GoogleMaps } from './google-maps.ts';
import { MapProblem } from './MapProblem.tsx';
import { MAP_MESSAGES } from './use-maps-key.ts';
import type { LatLng } from './map-defaults.ts';
import { newMapPin, type MapPin } from './map-pin.ts';

export interface PinMove {
  latitude: number;
  longitude: number;
  /** The address Google found for the point, when the lookup succeeded (spec part 2 §4). */
  address?: string;
}

interface PinMapProps {
  apiKey: string;
  /** The Google Cloud map id (MAPS_MAP_ID): a vector map with an advanced marker; none: a raster map. */
  mapId?: string | null;
  /** Where the pin stands; none yet: the map shows `center` without one. */
  pin: { latitude: number; longitude: number } | null;
  /** Where the map opens when there is no pin (its screen's spec says). */
  center: LatLng;
  /** The zoom the map opens at. */
  zoom: number;
  /** The zoom the map takes whenever the pin is set from outside (a place found, the angler's position). */
  placeZoom?: number;
  /** Whether a click on the map or dragging the pin moves it (default yes). */
  movable?: boolean;
  onMove: (move: PinMove) => void;
  /** Google found no address for a point the angler picked (the coordinates stand on their own). */
  onAddressFailed?: () => void;
  className?: string;
}

/**
 * A map with a pin (the location picker, the add-spot dialog): clicking the map or dragging the pin sets
 * the coordinates and reverse-geocodes the address. The map is torn down when it unmounts (the dialog
 * closed). When the map cannot be drawn it says why (spec part 2 §8).
 */
export function PinMap({
  apiKey,
  mapId = null,
  pin,
  center,
  zoom,
  placeZoom,
  movable = true,
  onMove,
  onAddressFailed,
  className = 'h-[400px]',
}: PinMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<google.maps.Map | null>(null);
  const marker = useRef<MapPin | null>(null);
  const maps = useRef<GoogleMaps | null>(null);
  // Read by the map when it is made (pin, center, zoom) and by its listeners: the map is made once per
  // key, later pins move it below.
  const latest = useRef({ onMove, onAddressFailed, movable, pin, center, zoom });
  latest.current = { onMove, onAddressFailed, movable, pin, center, zoom };
  /** What a click or a drag does: set by the map once it is made. */
  const pinMoved = useRef<(lat: number, lng: number) => void>(() => undefined);
  const [ready, setReady] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const stopAuth = onMapsAuthFailure(() => live && setProblem(MAP_MESSAGES.loadFailed));
    const placePin = async (lat: number, lng: number) => {
      if (!latest.current.movable) return;
      marker.current?.moveTo({ lat, lng });
      latest.current.onMove({ latitude: lat, longitude: lng });
      try {
        const { results } = await new maps.current!.Geocoder().geocode({ location: { lat, lng } });
        const address = results[0]?.formatted_address;
        if (address && live) latest.current.onMove({ latitude: lat, longitude: lng, address });
      } catch {
        if (live) latest.current.onAddressFailed?.();
      }
    };
    pinMoved.current = (lat, lng) => void placePin(lat, lng);
    loadGoogleMaps(apiKey).then(
      (loaded) => {
        if (!live || !element.current) return;
        try {
          maps.current = loaded;
          const { pin, center, zoom } = latest.current;
          const at = pin ? { lat: pin.latitude, lng: pin.longitude } : center;
          map.current = new loaded.Map(element.current, {
            center: at,
            zoom,
            clickableIcons: false,
            streetViewControl: false,
            mapTypeControl: false,
            ...(mapId ? { mapId } : {}),
          });
          map.current.addListener(
            'click',
            (event: google.maps.MapMouseEvent) => event.latLng && pinMoved.current(event.latLng.lat(), event.latLng.lng()),
          );
          if (pin) marker.current = newMapPin(loaded, map.current, at, latest.current.movable, !!mapId, pinMoved.current);
          setReady(true);
        } catch (error) {
          console.error(MAP_MESSAGES.initFailed, error);
          setProblem(MAP_MESSAGES.initFailed);
        }
      },
      (error) => {
        console.error(MAP_MESSAGES.loadFailed, error);
        if (live) setProblem(MAP_MESSAGES.loadFailed);
      },
    );
    return () => {
      live = false;
      stopAuth();
      marker.current?.remove();
      marker.current = null;
      if (map.current) google.maps.event.clearInstanceListeners(map.current);
      map.current = null;
    };
  }, [apiKey, mapId]);

  // A marker is made with the `movable` of its moment; this keeps it in step afterwards.
  useEffect(() => void marker.current?.setDraggable(movable), [movable]);

  const latitude = pin?.latitude;
  const longitude = pin?.longitude;
  useEffect(() => {
    if (!ready || !map.current || !maps.current || latitude === undefined || longitude === undefined) return;
    const current = marker.current?.position();
    // A pin the angler moved on the map is where it is already: only a place set from outside moves the map.
    if (current && Math.abs(current.lat - latitude) < 1e-9 && Math.abs(current.lng - longitude) < 1e-9) return;
    const at = { lat: latitude, lng: longitude };
    marker.current ??= newMapPin(maps.current, map.current, at, latest.current.movable, !!mapId, (lat, lng) => pinMoved.current(lat, lng));
    marker.current.moveTo(at);
    map.current.panTo(at);
    if (placeZoom !== undefined) map.current.setZoom(placeZoom);
  }, [ready, latitude, longitude, placeZoom, mapId]);

  return (
    <div className={`relative w-full overflow-hidden rounded-2xl border border-border bg-muted ${className}`}>
      <div ref={element} className="absolute inset-0" role="application" aria-label="Map: click or drag the pin to set the place" />
      {problem && <MapProblem message={problem} className="absolute inset-0" />}
    </div>
  );
}
