import { useState } from 'react';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  ApiError,
  Field,
  Input,
  Label,
  NativeSelect,
  Textarea,
  handleUnauthorized,
  toast,
  useDiscardGuard,
  fieldHintId,
} from '@tightlines/kit';
import { RadioCard, RadioGroup, Switch, TripPrivacyField, parseNumber } from '@tightlines/kit/forms';
import { LocationShieldFields } from '@tightlines/kit/shield';
import {
  NEW_ANGLER_LOCATION_DEFAULTS,
  TEMPERATURE_F,
  TRIP_LIMITS,
  type EditTrip,
  type LocationDefaults,
  type Trip,
} from '@tightlines/contracts';
import type { z } from 'zod';
import { useEditTrip } from '../api/trip-views.ts';
import { tripPlace } from './TripCard.tsx';

interface Draft {
  fishingSuccess: boolean;
  waterCondition: string;
  weatherCondition: string;
  temperature: string;
  timeOfDay: string;
  notes: string;
  shareLocation: boolean;
  privacy: Trip['privacy'];
  shield: LocationDefaults;
}

const draftOf = (trip: Trip): Draft => ({
  fishingSuccess: trip.fishingSuccess,
  waterCondition: trip.waterCondition ?? '',
  weatherCondition: trip.weatherCondition ?? '',
  temperature: trip.temperature === null ? '' : String(trip.temperature),
  timeOfDay: trip.timeOfDay ?? '',
  notes: trip.notes ?? '',
  shareLocation: trip.shareLocation,
  privacy: trip.privacy,
  // Its angler is always told both; a trip from before the shield has the new-angler defaults.
  shield: {
    publicPrecision: trip.publicPrecision ?? NEW_ANGLER_LOCATION_DEFAULTS.publicPrecision,
    matesPrecision: trip.matesPrecision ?? NEW_ANGLER_LOCATION_DEFAULTS.matesPrecision,
  },
});

const choices = {
  water: ['clear', 'murky', 'choppy', 'calm'],
  weather: ['sunny', 'cloudy', 'rainy', 'windy'],
  time: ['dawn', 'morning', 'afternoon', 'evening', 'night'],
} as const;
const word = (w: string) => w[0]!.toUpperCase() + w.slice(1);

/**
 * Its angler corrects a logged trip: the outcome, conditions, notes (with their Catch
 * Details), whether its location is shared, how precisely everyone and mates see it, and who sees it. The place stays as logged. Closing with
 * changes asks first; the spot's figures follow on the server.
 */
export function EditTripDialog({ trip, open, onOpenChange }: { trip: Trip; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(trip));
  const edit = useEditTrip(trip.id);
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(trip));
  const guard = useDiscardGuard(dirty);
  const change = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const close = () => {
    setDraft(draftOf(trip));
    onOpenChange(false);
  };
  const temperature = parseNumber(draft.temperature);
  const temperatureError =
    draft.temperature.trim() !== '' && (temperature === null || temperature < TEMPERATURE_F.min || temperature > TEMPERATURE_F.max)
      ? `Enter a temperature from ${TEMPERATURE_F.min} to ${TEMPERATURE_F.max} °F`
      : undefined;

  const save = () => {
    const body: z.input<typeof EditTrip> = {
      spotId: trip.spotId,
      location: trip.location,
      latitude: trip.latitude,
      longitude: trip.longitude,
      fishingSuccess: draft.fishingSuccess,
      waterCondition: (draft.waterCondition || null) as EditTrip['waterCondition'],
      weatherCondition: (draft.weatherCondition || null) as EditTrip['weatherCondition'],
      temperature,
      timeOfDay: (draft.timeOfDay || null) as EditTrip['timeOfDay'],
      notes: draft.notes.trim() || null,
      shareLocation: draft.shareLocation,
      privacy: draft.privacy,
      ...draft.shield,
    };
    edit.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Trip updated' });
        onOpenChange(false);
      },
      onError: (error) => {
        if (handleUnauthorized(error)) return;
        const refused = error instanceof ApiError && error.status === 422;
        toast({ title: 'Failed to update trip', description: refused ? error.detail : 'Please try again', variant: 'destructive' });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : guard.confirm(close))}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Edit Trip</DialogTitle>
          <DialogDescription>{tripPlace(trip)}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!temperatureError && !edit.isPending) save();
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="mb-1.5 text-sm font-medium">Outcome</legend>
            <RadioGroup
              className="grid-cols-2"
              value={draft.fishingSuccess ? 'yes' : 'no'}
              onValueChange={(v) => change('fishingSuccess', v === 'yes')}
              aria-label="Outcome"
            >
              <RadioCard value="yes">Fish caught</RadioCard>
              <RadioCard value="no">No catch</RadioCard>
            </RadioGroup>
          </fieldset>
          <div className="grid grid-cols-2 gap-3">
            <Field id="edit-trip-water" label="Water Condition">
              <NativeSelect id="edit-trip-water" value={draft.waterCondition} onChange={(e) => change('waterCondition', e.target.value)}>
                <option value="">Not noted</option>
                {choices.water.map((c) => (
                  <option key={c} value={c}>
                    {word(c)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="edit-trip-weather" label="Weather">
              <NativeSelect
                id="edit-trip-weather"
                value={draft.weatherCondition}
                onChange={(e) => change('weatherCondition', e.target.value)}
              >
                <option value="">Not noted</option>
                {choices.weather.map((c) => (
                  <option key={c} value={c}>
                    {word(c)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="edit-trip-temperature" label="Temperature (°F)" error={temperatureError}>
              <Input
                id="edit-trip-temperature"
                inputMode="decimal"
                value={draft.temperature}
                onChange={(e) => change('temperature', e.target.value)}
                aria-invalid={!!temperatureError}
              />
            </Field>
            <Field id="edit-trip-time" label="Time of Day">
              <NativeSelect id="edit-trip-time" value={draft.timeOfDay} onChange={(e) => change('timeOfDay', e.target.value)}>
                <option value="">Not noted</option>
                {choices.time.map((c) => (
                  <option key={c} value={c}>
                    {word(c)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          <Field
            id="edit-trip-notes"
            label="Notes"
            hint="A successful trip's Catch Details (species, count, method) are kept at the end of the notes."
          >
            <Textarea
              id="edit-trip-notes"
              aria-describedby={fieldHintId('edit-trip-notes')}
              rows={5}
              maxLength={TRIP_LIMITS.notesChars}
              value={draft.notes}
              onChange={(e) => change('notes', e.target.value)}
            />
          </Field>
          <TripPrivacyField value={draft.privacy} onChange={(privacy) => change('privacy', privacy)} />
          <div className="flex items-start justify-between gap-4 rounded-xl border border-border p-3">
            <div>
              <Label htmlFor="edit-trip-share-location">Share Location</Label>
              <p className="text-sm text-muted-foreground">Others see where you fished on this trip.</p>
            </div>
            <Switch id="edit-trip-share-location" checked={draft.shareLocation} onCheckedChange={(v) => change('shareLocation', v)} />
          </div>
          {draft.shareLocation && (
            <LocationShieldFields
              value={draft.shield}
              onChange={(shield) => change('shield', shield)}
              point={trip.latitude !== null && trip.longitude !== null ? { latitude: trip.latitude, longitude: trip.longitude } : null}
            />
          )}
          <DialogActions
            label="Save Changes"
            pendingLabel="Saving..."
            pending={edit.isPending}
            disabled={!!temperatureError}
            onCancel={() => guard.confirm(close)}
          />
        </form>
        {guard.prompt}
      </DialogContent>
    </Dialog>
  );
}
