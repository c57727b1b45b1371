import { useEffect, useRef, useState } from 'react';
import { loadGoogleMaps, onMapsAuthFailure, type GoogleMaps } from './google.ts';
import { MapProblem } from './MapProblem.tsx';
import { MAP_MESSAGES } from './use-maps-key.ts';

export interface PinMove {
  latitude: number;
  longitude: number;
  /** The address Google found for the point, when the lookup succeeded (spec §4). */
  address?: string;
}

/**
 * A map with a draggable pin (the add-spot dialog and the custom trip place, spec §2, §4): clicking
 * the map or dragging the pin sets the coordinates and reverse-geocodes the address. The map is torn
 * down when it unmounts (the dialog closed). Loaded lazily with the maps script.
 */
export default function PinMap({ apiKey, latitude, longitude, onMove, className = 'h-[400px]' }: { apiKey: string; latitude: number; longitude: number; onMove: (move: PinMove) => void; className?: string }) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<google.maps.Map | null>(null);
  const pin = useRef<google.maps.Marker | null>(null);
  const maps = useRef<GoogleMaps | null>(null);
  const move = useRef(onMove);
  move.current = onMove;
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const stopAuth = onMapsAuthFailure(() => live && setProblem(MAP_MESSAGES.loadFailed));
    const placePin = async (lat: number, lng: number) => {
      pin.current?.setPosition({ lat, lng });
      move.current({ latitude: lat, longitude: lng });
      try {
        const { results } = await new maps.current!.Geocoder().geocode({ location: { lat, lng } });
        const address = results[0]?.formatted_address;
        if (address && live) move.current({ latitude: lat, longitude: lng, address });
      } catch {
        // No address for this point: the coordinates stand on their own.
      }
    };
    loadGoogleMaps(apiKey).then(
      (loaded) => {
        if (!live || !element.current) return;
        try {
          maps.current = loaded;
          const at = { lat: latitude, lng: longitude };
          map.current = new loaded.Map(element.current, { center: at, zoom: 11, clickableIcons: false, streetViewControl: false, mapTypeControl: false });
          pin.current = new loaded.Marker({ map: map.current, position: at, draggable: true, title: 'Drag to the spot' });
          pin.current.addListener('dragend', (event: google.maps.MapMouseEvent) => event.latLng && void placePin(event.latLng.lat(), event.latLng.lng()));
          map.current.addListener('click', (event: google.maps.MapMouseEvent) => event.latLng && void placePin(event.latLng.lat(), event.latLng.lng()));
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
      pin.current?.setMap(null);
      pin.current = null;
      if (map.current) google.maps.event.clearInstanceListeners(map.current);
      map.current = null;
    };
    // The map is made once per mount; later positions move the pin below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [apiKey]);

  useEffect(() => {
    const at = { lat: latitude, lng: longitude };
    const current = pin.current?.getPosition();
    if (!pin.current || !map.current || (current && Math.abs(current.lat() - latitude) < 1e-9 && Math.abs(current.lng() - longitude) < 1e-9)) return;
    pin.current.setPosition(at);
    map.current.panTo(at);
  }, [latitude, longitude]);

  return (
    <div className={`relative w-full overflow-hidden rounded-2xl border border-border bg-muted ${className}`}>
      <div ref={element} className="absolute inset-0" role="application" aria-label="Map: click or drag the pin to set the place" />
      {problem && <MapProblem message={problem} className="absolute inset-0" />}
    </div>
  );
}
