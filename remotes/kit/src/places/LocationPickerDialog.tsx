import { useState } from 'react';
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
  phoneSheet,
  toast,
  type LocationProblem,
} from '@tightlines/kit';
import { isNoResult, type GoogleMaps } from '../maps/google-maps.ts';
import { CENTRAL_US, OVERVIEW_ZOOM, PLACE_ZOOM, type LatLng } from '../maps/map-defaults.ts';
import { PinMap } from '../maps/PinMap.tsx';
import { useMaps } from '../maps/use-maps.ts';
import type { PickedPlace } from '../trips/trip-draft.ts';
import { PlaceSearch } from './PlaceSearch.tsx';
import { nearbyPlaceName } from './place-search.ts';

export const LOCATION_PICKER_TEXT = {
  title: 'Choose Trip Location',
  description: 'Search for a place or drop a pin on the map.',
  searchLabel: 'Search for a place',
  placeName: 'Place name',
  use: 'Use This Location',
  mapsUnavailable: 'Maps are unavailable: search for the nearest town or city and pick it from the list, or use your current location.',
} as const;

interface LocationPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (place: PickedPlace) => void;
  title?: string;
  description?: string;
  /** The search field's label. */
  searchLabel?: string;
  /** Where the map opens before a place is set (its screen's spec says). */
  mapCenter?: LatLng;
}

/**
 * The one location picker (spec part 1 §2, §8; part 2 §2): search mode (geocoding typed text) or
 * pin-on-map mode (a click, or dragging the pin), and the browser's own position; the place's name can
 * be edited before it is used. Without the maps service (no key, no network) a typed place is found in
 * the server's gazetteer of towns and cities (GET /api/places) with its real coordinates, and the
 * browser's position is named by the nearest town (GET /api/places/nearby) or its coordinates: nothing
 * is ever saved at 0,0 or named 'Current Location' without a map to say so. Imported as
 * '@tightlines/kit/location-picker' by the dialogs that open it, so maps never reach a first screen.
 */
export function LocationPickerDialog({
  open,
  onOpenChange,
  onPick,
  title = LOCATION_PICKER_TEXT.title,
  description = LOCATION_PICKER_TEXT.description,
  searchLabel = LOCATION_PICKER_TEXT.searchLabel,
  mapCenter = CENTRAL_US,
}: LocationPickerProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={phoneSheet}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open && (
          <PickerBody
            searchLabel={searchLabel}
            mapCenter={mapCenter}
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
const isRealPlace = (place: PickedPlace | null): place is PickedPlace =>
  !!place && !(place.latitude === 0 && place.longitude === 0) && place.address.trim() !== '';
const asText = (lat: number, lng: number) => `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
/** Without a map: the nearest town from the server's gazetteer ('Near Lake Placid, NY, United States'), else the coordinates. */
const nearestTown = (lat: number, lng: number) =>
  nearbyPlaceName(lat, lng).then(
    (name) => name ?? asText(lat, lng),
    () => asText(lat, lng),
  );
const addressFailed = () => toast({ title: 'Unable to get address for this location', variant: 'destructive' });

async function addressOf(api: GoogleMaps, lat: number, lng: number, fallback: string) {
  try {
    const { results } = await new api.Geocoder().geocode({ location: { lat, lng } });
    return results[0]?.formatted_address ?? fallback;
  } catch {
    addressFailed();
    return fallback;
  }
}

interface BodyProps {
  searchLabel: string;
  mapCenter: LatLng;
  onCancel: () => void;
  onConfirm: (place: PickedPlace) => void;
}

function PickerBody({ searchLabel, mapCenter, onCancel, onConfirm }: BodyProps) {
  const maps = useMaps();
  const ready = maps.status === 'ready' ? maps : null;
  const [mode, setMode] = useState<'search' | 'map'>('search');
  const [place, setPlace] = useState<PickedPlace | null>(null);
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);

  const locateMe = async () => {
    setBusy(true);
    try {
      const { latitude, longitude } = await browserPosition();
      const address = ready ? await addressOf(ready.api, latitude, longitude, 'Current Location') : await nearestTown(latitude, longitude);
      setPlace({ address, latitude, longitude });
    } catch (problem) {
      toast({ ...(problem as LocationProblem), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
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
          {/* One search box: the maps service arriving changes how it searches, never what was typed. */}
          <PlaceSearch
            id="location-search"
            label={searchLabel}
            text={query}
            onTextChange={setQuery}
            placeholder={ready ? 'Lake, river, town or address' : undefined}
            searchWith={
              ready
                ? async (text) => {
                    const found = await geocodePlace(ready.api, text);
                    if (found) setPlace(found);
                  }
                : undefined
            }
            onPick={(found) => setPlace({ address: found.label, latitude: found.latitude, longitude: found.longitude })}
          />
        </TabsContent>
        <TabsContent value="map">
          <p className="text-sm text-muted-foreground">
            {ready ? 'Tap the map where you fished to drop a pin.' : 'The map is unavailable right now. Search for a place instead.'}
          </p>
        </TabsContent>
      </Tabs>
      {maps.status === 'unavailable' && (
        <p role="status" className="rounded-xl bg-secondary px-3 py-2 text-sm text-secondary-foreground">
          {LOCATION_PICKER_TEXT.mapsUnavailable}
        </p>
      )}
      {ready && (
        <PinMap
          apiKey={ready.key}
          mapId={ready.mapId}
          className="h-64 sm:h-72"
          pin={place}
          center={mapCenter}
          zoom={OVERVIEW_ZOOM}
          placeZoom={PLACE_ZOOM}
          movable={mode === 'map'}
          onMove={(move) =>
            setPlace({ address: move.address ?? asText(move.latitude, move.longitude), latitude: move.latitude, longitude: move.longitude })
          }
          onAddressFailed={addressFailed}
        />
      )}
      <Button variant="outline" onClick={() => void locateMe()} disabled={busy}>
        <Crosshair aria-hidden />
        Use Current Location
      </Button>
      {place && (
        <div className="grid gap-2 rounded-xl border border-border bg-muted/50 p-3" aria-live="polite">
          <Label htmlFor="picked-place-name">{LOCATION_PICKER_TEXT.placeName}</Label>
          <Input id="picked-place-name" value={place.address} onChange={(event) => setPlace({ ...place, address: event.target.value })} />
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden className="size-4" />
            {asText(place.latitude, place.longitude)}
          </p>
        </div>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={!isRealPlace(place)} onClick={() => isRealPlace(place) && onConfirm({ ...place, address: place.address.trim() })}>
          {LOCATION_PICKER_TEXT.use}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** With the maps service: typed text geocoded by Google, its first find (spec part 1 §8's toasts when it finds nothing or fails). */
async function geocodePlace(api: GoogleMaps, text: string): Promise<PickedPlace | null> {
  try {
    const { results } = await new api.Geocoder().geocode({ address: text });
    const first = results[0];
    if (!first) throw Object.assign(new Error('no result'), { code: 'ZERO_RESULTS' });
    const { lat, lng } = first.geometry.location.toJSON();
    return { address: first.formatted_address, latitude: lat, longitude: lng };
  } catch (error) {
    if (isNoResult(error))
      toast({ title: 'Location not found', description: 'Please try a different search term', variant: 'destructive' });
    else toast({ title: 'Search failed', variant: 'destructive' });
    return null;
  }
}
