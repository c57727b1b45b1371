import { useEffect, useRef, useState } from 'react';
import { Crosshair, MapPin, MapPinned, Search } from 'lucide-react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  browserPosition,
  toast,
  type LocationProblem,
  phoneSheet,
} from '@tightlines/kit';
import { PlaceSearch, nearbyPlaceName, type PickedPlace } from '@tightlines/kit/forms';
import { DEFAULT_CENTER, DEFAULT_ZOOM, PLACE_ZOOM, isNoResult, type MapsApi } from './maps.ts';
import { useMaps } from './use-maps.ts';

interface PickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (place: PickedPlace) => void;
  title?: string;
}

/**
 * The location picker (spec part 1 §2, §8): search mode (geocoding typed text) or
 * pin-on-map mode, plus the browser's own position. Without the maps service (no key, no
 * network) a typed place is found in the server's gazetteer of towns and cities (GET
 * /api/places) with its real coordinates, and the browser's position is named by the nearest
 * town (GET /api/places/nearby) or its coordinates: nothing is ever saved at 0,0 or named
 * 'Current Location' without a map to say so.
 */
export function LocationPickerDialog({ open, onOpenChange, onPick, title = 'Choose Trip Location' }: PickerProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={phoneSheet}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Search for a place or drop a pin on the map.</DialogDescription>
        </DialogHeader>
        {open && (
          <PickerBody
            onCancel={() => onOpenChange(false)}
            onConfirm={(place) => {
              onPick(place);
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** 0,0 is open sea off Africa: never a place an angler meant, only a default nobody filled in. */
const isRealPlace = (place: PickedPlace | null): place is PickedPlace => !!place && !(place.latitude === 0 && place.longitude === 0);
const asText = (lat: number, lng: number) => `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
/** Without a map: the nearest town from the server's gazetteer ('Near Lake Placid, NY, United States'), else the coordinates. */
const nearestTown = (lat: number, lng: number) => nearbyPlaceName(lat, lng).then((name) => name ?? asText(lat, lng), () => asText(lat, lng));

function PickerBody({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: (place: PickedPlace) => void }) {
  const maps = useMaps();
  const api = maps.status === 'ready' ? maps.api : null;
  const [mode, setMode] = useState<'search' | 'map'>('search');
  const [query, setQuery] = useState('');
  const [place, setPlace] = useState<PickedPlace | null>(null);
  const [busy, setBusy] = useState(false);
  const modeRef = useRef(mode);
  modeRef.current = mode;

  const reverse = async (api: MapsApi, lat: number, lng: number, fallback: string) => {
    try {
      const { results } = await new api.Geocoder().geocode({ location: { lat, lng } });
      return results[0]?.formatted_address ?? fallback;
    } catch {
      toast({ title: 'Unable to get address for this location', variant: 'destructive' });
      return fallback;
    }
  };

  const search = async () => {
    const text = query.trim();
    if (!text || !api) return;
    setBusy(true);
    try {
      const { results } = await new api.Geocoder().geocode({ address: text });
      const first = results[0];
      if (!first) throw Object.assign(new Error('no result'), { code: 'ZERO_RESULTS' });
      const { lat, lng } = first.geometry.location.toJSON();
      setPlace({ address: first.formatted_address, latitude: lat, longitude: lng });
    } catch (error) {
      if (isNoResult(error)) toast({ title: 'Location not found', description: 'Please try a different search term', variant: 'destructive' });
      else toast({ title: 'Search failed', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const locateMe = async () => {
    setBusy(true);
    try {
      const { latitude, longitude } = await browserPosition();
      const address = api ? await reverse(api, latitude, longitude, 'Current Location') : await nearestTown(latitude, longitude);
      setPlace({ address, latitude, longitude });
    } catch (problem) {
      toast({ ...(problem as LocationProblem), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const dropPin = async (lat: number, lng: number) => {
    if (!api) return;
    setPlace({ address: asText(lat, lng), latitude: lat, longitude: lng });
    const address = await reverse(api, lat, lng, asText(lat, lng));
    setPlace({ address, latitude: lat, longitude: lng });
  };

  return (
    <div className="grid gap-4">
      <Tabs value={mode} onValueChange={(value) => setMode(value as 'search' | 'map')}>
        <TabsList>
          <TabsTrigger value="search">
            <Search aria-hidden />
            Search
          </TabsTrigger>
          <TabsTrigger value="map">
            <MapPinned aria-hidden />
            Pin on Map
          </TabsTrigger>
        </TabsList>
        <TabsContent value="search" className="grid gap-2">
          {api ? (
            <>
              <Label htmlFor="location-search">Search for a place</Label>
              <div className="flex gap-2">
                <Input
                  id="location-search"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      void search();
                    }
                  }}
                  placeholder="Lake, river, town or address"
                  className="flex-1"
                />
                <Button variant="primary" onClick={() => void search()} disabled={!query.trim() || busy}>
                  Search
                </Button>
              </div>
            </>
          ) : (
            <PlaceSearch id="location-search" onPick={(found) => setPlace({ address: found.label, latitude: found.latitude, longitude: found.longitude })} />
          )}
        </TabsContent>
        <TabsContent value="map">
          <p className="text-sm text-muted-foreground">
            {api ? 'Tap the map where you fished to drop a pin.' : 'The map is unavailable right now. Search for a place instead.'}
          </p>
        </TabsContent>
      </Tabs>
      {maps.status === 'unavailable' && (
        <p role="status" className="rounded-xl bg-secondary px-3 py-2 text-sm text-secondary-foreground">
          Maps are unavailable: search for the nearest town or city and pick it from the list, or use your current location.
        </p>
      )}
      {api && <MapView api={api} place={place} onMapClick={(lat, lng) => modeRef.current === 'map' && void dropPin(lat, lng)} />}
      <Button variant="outline" onClick={() => void locateMe()} disabled={busy}>
        <Crosshair aria-hidden />
        Use Current Location
      </Button>
      {place && (
        <p className="flex items-start gap-2 rounded-xl border border-border bg-muted/50 px-3 py-2" aria-live="polite">
          <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>
            <span className="block font-semibold">{place.address}</span>
            <span className="text-sm text-muted-foreground">{asText(place.latitude, place.longitude)}</span>
          </span>
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={!isRealPlace(place)} onClick={() => isRealPlace(place) && onConfirm(place)}>
          Use This Location
        </Button>
      </DialogFooter>
    </div>
  );
}

/** The map itself: central US at zoom 4, a pin and zoom 15 once a place is set. */
function MapView({ api, place, onMapClick }: { api: MapsApi; place: PickedPlace | null; onMapClick: (lat: number, lng: number) => void }) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<google.maps.Map | null>(null);
  const marker = useRef<google.maps.Marker | null>(null);
  const click = useRef(onMapClick);
  click.current = onMapClick;

  useEffect(() => {
    if (!element.current) return;
    map.current = new api.Map(element.current, { center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM, disableDefaultUI: true, zoomControl: true, clickableIcons: false });
    const listener = map.current.addListener('click', (event: google.maps.MapMouseEvent) => {
      if (event.latLng) click.current(event.latLng.lat(), event.latLng.lng());
    });
    return () => {
      listener.remove();
      marker.current?.setMap(null);
      marker.current = null;
      map.current = null;
    };
  }, [api]);

  useEffect(() => {
    if (!map.current || !place) return;
    const position = { lat: place.latitude, lng: place.longitude };
    marker.current ??= new api.Marker({ map: map.current });
    marker.current.setPosition(position);
    map.current.setCenter(position);
    map.current.setZoom(PLACE_ZOOM);
  }, [api, place]);

  return <div ref={element} className="h-64 w-full overflow-hidden rounded-xl border border-border bg-muted sm:h-72" role="application" aria-label="Map" />;
}
