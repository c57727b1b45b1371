import { useLayoutEffect, useState } from 'react';
import { CloudOff, Fish, MapPin, MapPinned, X } from 'lucide-react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Label,
  NativeSelect,
  toast,
  useFieldErrors,
  useGuardedClose,
  phoneSheet,
} from '@tightlines/kit';
import {
  TRIP_FORM_FIELDS,
  TripFieldsForm,
  conditionReport,
  customPlaceTrip,
  emptyTripFields,
  tripTipIsShared,
  type PickedPlace,
  type TripFields,
} from '@tightlines/kit/forms';
import { LocationShieldFields, useLocationDefaults } from '@tightlines/kit/shield';
import { TRIP_MESSAGES, type LocationDefaults } from '@tightlines/contracts';
import { useLogTripFromSpots, useSpotsDirectory } from '../api/spots.ts';
import { signInAgain } from '../lib/sign-in-again.ts';
import { LocationPickerDialog } from '@tightlines/kit/location-picker';
import { SYDNEY } from '@tightlines/kit/maps';

/** Who the trip is for: a spot's card (the spot is fixed), or the header/banner (choose a spot or a custom place). */
export interface TripTarget {
  spot: { id: string; name: string } | null;
  customLocation: boolean;
}

/** The toast after a logged trip (spec §8): 'Trip Logged Successfully', worded by the outcome, with a tip-shared suffix. */
export function tripLoggedText(success: boolean, tipShared: boolean): { title: string; description: string } {
  const outcome = success ? 'Great catch! Your successful trip has been recorded.' : 'Your trip has been recorded. Better luck next time!';
  return {
    title: 'Trip Logged Successfully',
    description: tipShared ? `${outcome} Your tip has been shared with the community.` : outcome,
  };
}

/**
 * The trip-log dialog from spots (spec §2, §4, §5): step 1 the outcome ('Successful Trip' or 'No Luck
 * Today'), step 2 the form with Back and Log Trip. A custom place is picked in its own dialog and can
 * be removed. Success closes and resets; spots, heat map and tips refresh.
 */
export function SpotTripDialog({ target, onClose }: { target: TripTarget | null; onClose: () => void }) {
  // The form says when something is chosen or typed: closing then asks first (the form goes with the dialog).
  const [dirty, setDirty] = useState(false);
  const dialog = useGuardedClose(
    dirty,
    (open) => !open && onClose(),
    () => setDirty(false),
  );
  return (
    <Dialog open={target !== null} onOpenChange={dialog.onOpenChange}>
      <DialogContent className={phoneSheet}>
        <DialogHeader>
          <DialogTitle>Log Fishing Trip</DialogTitle>
          <DialogDescription>{target?.spot ? `At ${target.spot.name}` : 'Tell anglers how the fishing was.'}</DialogDescription>
        </DialogHeader>
        {target && <TripForm target={target} onDone={dialog.close} onDirtyChange={setDirty} />}
        {dialog.prompt}
      </DialogContent>
    </Dialog>
  );
}

function TripForm({ target, onDone, onDirtyChange }: { target: TripTarget; onDone: () => void; onDirtyChange: (dirty: boolean) => void }) {
  const [step, setStep] = useState<1 | 2>(1);
  const [fields, setFields] = useState<TripFields>(emptyTripFields);
  const [spotId, setSpotId] = useState<string>(target.spot?.id ?? '');
  const [place, setPlace] = useState<PickedPlace | null>(null);
  const [picking, setPicking] = useState(false);
  const [missingPlace, setMissingPlace] = useState(false);
  // What everyone and mates see of the place: the angler's defaults until chosen here.
  const { defaults } = useLocationDefaults();
  const [chosenShield, setShield] = useState<LocationDefaults | null>(null);
  const shield = chosenShield ?? defaults;
  const problems = useFieldErrors();
  const logTrip = useLogTripFromSpots();
  const spots = useSpotsDirectory({}, undefined, !target.spot);
  // In a layout effect, so the dialog knows before the next key (an Escape right after typing asks).
  const dirty =
    JSON.stringify(fields) !== JSON.stringify(emptyTripFields) ||
    place !== null ||
    spotId !== (target.spot?.id ?? '') ||
    chosenShield !== null;
  useLayoutEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const change = <K extends keyof TripFields>(key: K, value: TripFields[K]) => setFields((f) => ({ ...f, [key]: value }));

  const choose = (success: boolean) => {
    change('fishingSuccess', success);
    setStep(2);
    // The banner's 'Custom Location' goes straight to the place picker once the outcome is chosen.
    if (target.customLocation && !place) setPicking(true);
  };

  const submit = () => {
    problems.clear();
    const report = conditionReport(fields);
    if (!report) return setStep(1);
    const atSpot = !place && spotId ? spotId : null;
    const custom = place ? customPlaceTrip(fields, place) : null;
    if (!atSpot && !custom) return setMissingPlace(true);
    const tipShared = tripTipIsShared(fields) && !!atSpot;
    // Both precisions always said: what the angler saw chosen applies.
    const mutation = atSpot ? { spotId: atSpot, report: { ...report, ...shield } } : { spotId: null, trip: { ...custom!, ...shield } };
    logTrip.mutate(mutation, {
      onSuccess: () => {
        toast(tripLoggedText(fields.fishingSuccess === true, tipShared));
        onDone();
      },
      onError: (error) => {
        if (signInAgain(error, 'Please log in to log trips.')) return;
        problems.show(error);
        toast({ title: 'Failed to log trip. Please try again.', variant: 'destructive' });
      },
    });
  };

  if (step === 1)
    return (
      <div className="grid gap-4">
        <p className="font-semibold">How did it go?</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Button variant="outline" className="h-auto min-h-24 flex-col gap-1 py-4" onClick={() => choose(true)}>
            <Fish aria-hidden className="size-8 text-primary" />
            Successful Trip
            <span className="text-sm font-normal text-muted-foreground">Caught fish!</span>
          </Button>
          <Button variant="outline" className="h-auto min-h-24 flex-col gap-1 py-4" onClick={() => choose(false)}>
            <CloudOff aria-hidden className="size-8 text-muted-foreground" />
            No Luck Today
            <span className="text-sm font-normal text-muted-foreground">Nothing biting this time</span>
          </Button>
        </div>
      </div>
    );

  return (
    <div className="grid gap-4">
      <p className="flex items-center gap-2 text-sm font-medium">
        {fields.fishingSuccess ? <Fish aria-hidden className="size-5 text-primary" /> : <CloudOff aria-hidden className="size-5" />}
        {fields.fishingSuccess ? 'Successful Trip' : 'No Luck Today'}
      </p>
      {!target.spot && (
        <div className="grid gap-2">
          {!place && (
            <>
              <Label htmlFor="trip-spot">Spot</Label>
              <NativeSelect
                id="trip-spot"
                value={spotId}
                onChange={(e) => {
                  setSpotId(e.target.value);
                  setMissingPlace(false);
                }}
              >
                <option value="">Choose a spot...</option>
                {(spots.data ?? []).map((spot) => (
                  <option key={spot.id} value={spot.id}>
                    {spot.name}
                  </option>
                ))}
              </NativeSelect>
            </>
          )}
          {place ? (
            <p
              className="flex items-center gap-2 rounded-xl border-2 border-primary bg-secondary/60 px-3 py-2"
              data-testid="custom-location"
            >
              <MapPin aria-hidden className="size-5 shrink-0 text-primary" />
              <span className="min-w-0 flex-1 break-words font-semibold">{place.address}</span>
              <Button variant="ghost" size="icon" aria-label="Remove custom location" onClick={() => setPlace(null)}>
                <X aria-hidden />
              </Button>
            </p>
          ) : (
            <Button variant="outline" onClick={() => setPicking(true)}>
              <MapPinned aria-hidden />
              Custom Location
            </Button>
          )}
          {missingPlace && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {TRIP_MESSAGES.locationRequired}
            </p>
          )}
        </div>
      )}
      <LocationShieldFields
        value={shield}
        onChange={setShield}
        point={place}
        error={problems.of('publicPrecision') ?? problems.of('matesPrecision')}
      />
      <TripFieldsForm
        fields={fields}
        change={change}
        errorOf={problems.of}
        tipHint={place ? "Tips appear on a spot's page: choose a spot to share one." : 'Help other anglers at this spot.'}
      />
      {problems.besides(TRIP_FORM_FIELDS).length > 0 && (
        <ul role="alert" className="grid gap-1 text-sm font-medium text-destructive">
          {problems.besides(TRIP_FORM_FIELDS).map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <DialogActions
        label="Log Trip"
        pendingLabel="Logging..."
        pending={logTrip.isPending}
        onAction={submit}
        onCancel={() => setStep(1)}
        cancelLabel="Back"
      />
      <LocationPickerDialog
        title="Custom Location"
        description="Where did you fish? Find the place, use your position, or drop a pin."
        searchLabel="Find a place"
        mapCenter={SYDNEY}
        open={picking}
        onOpenChange={setPicking}
        onPick={(picked) => {
          setPlace(picked);
          setMissingPlace(false);
        }}
      />
    </div>
  );
}
