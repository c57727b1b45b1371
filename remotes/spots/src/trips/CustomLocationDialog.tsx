import { lazy, Suspense, useState } from 'react';
import { Crosshair, MapPin } from 'lucide-react';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Input, Label, browserPosition, toast, type LocationProblem, phoneSheet } from '@tightlines/kit';
import { PlaceSearch, type PickedPlace } from '@tightlines/kit/forms';
import { useMapsKey } from '../maps/use-maps-key.ts';

const PinMap = lazy(() => import('../maps/PinMap.tsx'));

const coordinates = (lat: number, lng: number) => `${lat.toFixed(5)}, ${lng.toFixed(5)}`;

/**
 * The trip's custom place, picked in its own dialog (spec §2): a place found by name, the browser's
 * position, or (with a maps key) a pin on the map; the address can be edited before it is used.
 */
export function CustomLocationDialog({ open, onOpenChange, onPick }: { open: boolean; onOpenChange: (open: boolean) => void; onPick: (place: PickedPlace) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={phoneSheet}>
        <DialogHeader>
          <DialogTitle>Custom Location</DialogTitle>
          <DialogDescription>Where did you fish? Find the place, use your position, or drop a pin.</DialogDescription>
        </DialogHeader>
        {open && (
          <PlacePicker
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

function PlacePicker({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: (place: PickedPlace) => void }) {
  const mapsKey = useMapsKey();
  const [place, setPlace] = useState<PickedPlace | null>(null);
  const [busy, setBusy] = useState(false);

  const locateMe = async () => {
    setBusy(true);
    try {
      const { latitude, longitude } = await browserPosition();
      setPlace({ address: place?.address || 'Current Location', latitude, longitude });
    } catch (problem) {
      toast({ ...(problem as LocationProblem), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-4">
      <PlaceSearch id="custom-place-search" label="Find a place" onPick={(found) => setPlace({ address: found.label, latitude: found.latitude, longitude: found.longitude })} />
      <Button variant="outline" onClick={() => void locateMe()} disabled={busy}>
        <Crosshair aria-hidden />
        Use Current Location
      </Button>
      {mapsKey && (
        <Suspense fallback={<div className="h-64 animate-pulse rounded-2xl bg-muted" aria-hidden />}>
          <PinMap
            apiKey={mapsKey}
            className="h-64"
            latitude={place?.latitude ?? -33.87}
            longitude={place?.longitude ?? 151.21}
            onMove={(move) => setPlace((current) => ({ address: move.address ?? current?.address ?? coordinates(move.latitude, move.longitude), latitude: move.latitude, longitude: move.longitude }))}
          />
        </Suspense>
      )}
      {place && (
        <div className="grid gap-2 rounded-xl border border-border bg-muted/50 p-3" aria-live="polite">
          <Label htmlFor="custom-place-name">Place name</Label>
          <Input id="custom-place-name" value={place.address} onChange={(e) => setPlace({ ...place, address: e.target.value })} />
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden className="size-4" />
            {coordinates(place.latitude, place.longitude)}
          </p>
        </div>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={!place || !place.address.trim()} onClick={() => place && onConfirm({ ...place, address: place.address.trim() })}>
          Use This Location
        </Button>
      </DialogFooter>
    </div>
  );
}
