import { useState } from 'react';
import { MapPin, MapPinned } from 'lucide-react';
import { Button, RequiredMark, Skeleton } from '@tightlines/kit';
import { RadioCard, RadioGroup, type PickedPlace } from '@tightlines/kit/forms';
import { LocationShieldFields } from '@tightlines/kit/shield';
import type { LocationDefaults, Spot } from '@tightlines/contracts';
import { usePopularSpots } from '../api/trips.ts';
import { LocationPickerDialog } from '@tightlines/kit/location-picker';

interface LocationStepProps {
  spot: Spot | null;
  customPlace: PickedPlace | null;
  onSpot: (spot: Spot) => void;
  onCustomPlace: (place: PickedPlace) => void;
  /** What everyone and mates will see of the place (the angler's defaults until changed here). */
  shield: LocationDefaults;
  onShield: (shield: LocationDefaults) => void;
  shieldError?: string;
}

/** Step 1: a popular spot, or a custom place from the location picker, and who sees it how precisely. */
export function LocationStep({ spot, customPlace, onSpot, onCustomPlace, shield, onShield, shieldError }: LocationStepProps) {
  const picked = spot ?? customPlace;
  const point =
    picked && !(picked.latitude === 0 && picked.longitude === 0) ? { latitude: picked.latitude, longitude: picked.longitude } : null;
  const spots = usePopularSpots();
  const [picking, setPicking] = useState(false);
  return (
    <div className="grid gap-4">
      <h3 className="text-lg font-semibold">
        Where did you fish?
        <RequiredMark />
      </h3>
      <p className="-mt-2 text-sm text-muted-foreground">Required: a popular spot or a custom location.</p>
      {spots.isPending ? (
        <div className="grid gap-2" role="status" aria-busy="true" aria-label="Loading popular spots">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-16 w-full" />
          ))}
        </div>
      ) : spots.data && spots.data.length > 0 ? (
        <RadioGroup
          aria-label="Popular spots"
          aria-required
          value={spot?.id ?? ''}
          onValueChange={(id) => {
            const chosen = spots.data.find((candidate) => candidate.id === id);
            if (chosen) onSpot(chosen);
          }}
        >
          {spots.data.map((candidate) => (
            <RadioCard key={candidate.id} value={candidate.id}>
              <MapPin aria-hidden className="size-5 shrink-0 text-primary" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold">{candidate.name}</span>
                {candidate.location && <span className="block truncate text-sm text-muted-foreground">{candidate.location}</span>}
              </span>
              <span className="shrink-0 text-sm text-muted-foreground">
                {candidate.totalTrips} {candidate.totalTrips === 1 ? 'trip' : 'trips'}
              </span>
            </RadioCard>
          ))}
        </RadioGroup>
      ) : (
        <p className="text-muted-foreground">No popular spots yet: choose a custom location.</p>
      )}
      <div className="grid gap-2">
        <Button variant={customPlace ? 'secondary' : 'outline'} onClick={() => setPicking(true)}>
          <MapPinned aria-hidden />
          {customPlace ? 'Change Custom Location' : 'Custom Location'}
        </Button>
        {customPlace && (
          <p className="flex items-center gap-2 rounded-xl border-2 border-primary bg-secondary/60 px-3 py-2">
            <MapPin aria-hidden className="size-5 shrink-0 text-primary" />
            <span className="font-semibold">{customPlace.address}</span>
          </p>
        )}
      </div>
      <LocationShieldFields value={shield} onChange={onShield} point={point} error={shieldError} />
      <LocationPickerDialog open={picking} onOpenChange={setPicking} onPick={onCustomPlace} />
    </div>
  );
}
