import type { GoogleMaps } from './google-maps.ts';
import type { LatLng } from './map-defaults.ts';

/**
 * The pin on a map, whichever marker draws it: an AdvancedMarkerElement on a map made with a map id
 * (Google's markers since 2024, which need one), the classic Marker on a raster map without one.
 */
export interface MapPin {
  position(): LatLng | null;
  moveTo(at: LatLng): void;
  setDraggable(draggable: boolean): void;
  remove(): void;
}

type AnyLatLng = { lat: number | (() => number); lng: number | (() => number) };
const read = (at: AnyLatLng | null | undefined): LatLng | null =>
  at ? { lat: typeof at.lat === 'function' ? at.lat() : at.lat, lng: typeof at.lng === 'function' ? at.lng() : at.lng } : null;

export function newMapPin(
  maps: GoogleMaps,
  map: google.maps.Map,
  at: LatLng,
  draggable: boolean,
  advanced: boolean,
  onDragged: (lat: number, lng: number) => void,
): MapPin {
  const title = 'Drag to the spot';
  if (advanced) {
    const marker = new maps.AdvancedMarkerElement({ map, position: at, gmpDraggable: draggable, title });
    // The advanced marker's 'dragend' carries no position of its own: the marker's position is where it was dropped.
    marker.addListener('dragend', () => {
      const dropped = read(marker.position as AnyLatLng | null);
      if (dropped) onDragged(dropped.lat, dropped.lng);
    });
    return {
      position: () => read(marker.position as AnyLatLng | null),
      moveTo: (to) => {
        marker.position = to;
      },
      setDraggable: (value) => {
        marker.gmpDraggable = value;
      },
      remove: () => {
        marker.map = null;
      },
    };
  }
  const marker = new maps.Marker({ map, position: at, draggable, title });
  marker.addListener('dragend', (event: google.maps.MapMouseEvent) => event.latLng && onDragged(event.latLng.lat(), event.latLng.lng()));
  return {
    position: () => read(marker.getPosition()),
    moveTo: (to) => marker.setPosition(to),
    setDraggable: (value) => marker.setDraggable(value),
    remove: () => marker.setMap(null),
  };
}
