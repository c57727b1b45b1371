import { lazy, Suspense, useEffect, useLayoutEffect, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { Check, Crosshair, MapPinOff, Plus } from 'lucide-react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
  Label,
  NativeSelect,
  Textarea,
  browserPosition,
  cn,
  fieldErrorProps,
  toast,
  useFieldErrors,
  useGuardedClose,
  phoneSheet,
} from '@tightlines/kit';
import { PlaceSearch } from '@tightlines/kit/forms';
import { ApiError } from '@tightlines/kit';
import { FACILITIES, QUICK_PICK_SPECIES } from '@tightlines/contracts';
import { useCreateSpot } from '../api/spots.ts';
import { label } from '../lib/format.ts';
import { signInAgain } from '../lib/sign-in-again.ts';
import { MAP_MESSAGES, SYDNEY, useMapId, useMapsKey } from '@tightlines/kit/maps';
import { checkSpotForm, customSpecies, EMPTY_SPOT_FORM, spotFormTouched, type SpotForm } from './spot-form.ts';

const PinMap = lazy(() => import('@tightlines/kit/google-maps').then((maps) => ({ default: maps.PinMap })));

/** Spec §4: the browser is asked for the position with high accuracy and a 10 s time-out. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };

/** Puts the angler's position in the form; a quiet ask says nothing when it fails. */
const fillInMyPosition = (setForm: Dispatch<SetStateAction<SpotForm>>, quiet: boolean) =>
  browserPosition(POSITION_OPTIONS).then(
    ({ latitude, longitude }) => setForm((f) => ({ ...f, latitude: latitude.toFixed(6), longitude: longitude.toFixed(6) })),
    // Spec §8: geolocation errors are ignored; the default location stays.
    (problem) => !quiet && toast({ ...problem, variant: 'destructive' }),
  );

function Chip({ on, onClick, children }: { on: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-11 items-center gap-1 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        on ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card hover:bg-muted',
      )}
    >
      {on && <Check aria-hidden className="size-4" />}
      {children}
    </button>
  );
}

/**
 * Add New Fishing Spot (spec §2, §4, §5, §8): the form on the left and the map with a draggable pin on
 * the right (stacked on a phone). On open it asks for the position and centres there, else the default
 * location. Without a maps key the place comes from a place search, the position or typed coordinates.
 */
export function AddSpotDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  // The form says when something is filled in: closing then asks first (the form goes with the dialog).
  const [dirty, setDirty] = useState(false);
  const dialog = useGuardedClose(dirty, onOpenChange, () => setDirty(false));
  return (
    <Dialog open={open} onOpenChange={dialog.onOpenChange}>
      <DialogContent className={`${phoneSheet} sm:max-w-5xl`}>
        <DialogHeader>
          <DialogTitle>Add New Fishing Spot</DialogTitle>
          <DialogDescription>Share a place you fish: where it is, what the water is like and what bites.</DialogDescription>
        </DialogHeader>
        {open && <AddSpotForm onDone={dialog.close} onCancel={dialog.cancel} onDirtyChange={setDirty} />}
        {dialog.prompt}
      </DialogContent>
    </Dialog>
  );
}

function AddSpotForm({
  onDone,
  onCancel,
  onDirtyChange,
}: {
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const mapsKey = useMapsKey();
  const mapId = useMapId();
  const [form, setForm] = useState<SpotForm>(EMPTY_SPOT_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [speciesText, setSpeciesText] = useState('');
  const server = useFieldErrors();
  const create = useCreateSpot();
  const set = <K extends keyof SpotForm>(key: K, value: SpotForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const errorOf = (field: string) => errors[field] ?? server.of(field);
  const lat = Number(form.latitude);
  // In a layout effect, so the dialog knows before the next key (an Escape right after typing asks).
  const touched = spotFormTouched(form, speciesText);
  useLayoutEffect(() => onDirtyChange(touched), [touched, onDirtyChange]);
  const lng = Number(form.longitude);

  useEffect(() => void fillInMyPosition(setForm, true), []);

  const toggle = (key: 'facilities' | 'species', value: string) =>
    setForm((f) => ({ ...f, [key]: f[key].includes(value) ? f[key].filter((v) => v !== value) : [...f[key], value] }));
  const custom = customSpecies(speciesText, form.species);
  const addCustom = () => {
    if (!custom) return;
    setForm((f) => ({ ...f, species: [...f.species, custom] }));
    setSpeciesText('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    server.clear();
    const { body, errors: found } = checkSpotForm(form);
    setErrors(found ?? {});
    if (found) return;
    create.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Success!', description: 'Fishing spot created successfully' });
        onDone();
      },
      onError: (error) => {
        if (signInAgain(error, 'Please log in to add spots.')) return;
        server.show(error);
        toast({
          title: 'Error',
          description: (error instanceof ApiError && error.detail) || 'Failed to create fishing spot',
          variant: 'destructive',
        });
      },
    });
  };

  const text = (id: 'name' | 'location' | 'latitude' | 'longitude', name: string, props: Record<string, unknown> = {}) => (
    <Field id={`spot-${id}`} label={name} error={errorOf(id)}>
      <Input
        id={`spot-${id}`}
        value={form[id]}
        onChange={(e) => set(id, e.target.value)}
        {...fieldErrorProps(`spot-${id}`, errorOf(id))}
        {...props}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-6 md:grid-cols-2">
        <div className="grid content-start gap-4">
          {text('name', 'Spot Name', { placeholder: 'e.g., Rocky Point Jetty' })}
          <Field id="spot-description" label="Description" error={errorOf('description')}>
            <Textarea
              id="spot-description"
              rows={3}
              value={form.description}
              onChange={(e) => set('description', e.target.value)}
              placeholder="What makes it worth the trip? Structure, depth, best tides..."
              {...fieldErrorProps('spot-description', errorOf('description'))}
            />
          </Field>
          {text('location', 'Location', { placeholder: 'Address or area, e.g., Botany Bay, NSW' })}
          <div className="grid grid-cols-3 gap-3">
            <Field id="spot-water" label="Water Type">
              <NativeSelect
                id="spot-water"
                value={form.waterType}
                onChange={(e) => set('waterType', e.target.value as SpotForm['waterType'])}
              >
                {(['lake', 'river', 'ocean', 'pond'] as const).map((v) => (
                  <option key={v} value={v}>
                    {label(v)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="spot-access" label="Access">
              <NativeSelect
                id="spot-access"
                value={form.accessType}
                onChange={(e) => set('accessType', e.target.value as SpotForm['accessType'])}
              >
                {(['public', 'private', 'permit_required'] as const).map((v) => (
                  <option key={v} value={v}>
                    {label(v)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="spot-difficulty" label="Difficulty">
              <NativeSelect
                id="spot-difficulty"
                value={form.difficulty}
                onChange={(e) => set('difficulty', e.target.value as SpotForm['difficulty'])}
              >
                {(['beginner', 'intermediate', 'advanced'] as const).map((v) => (
                  <option key={v} value={v}>
                    {label(v)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Facilities</legend>
            <div className="flex flex-wrap gap-2">
              {FACILITIES.map((facility) => (
                <Chip key={facility} on={form.facilities.includes(facility)} onClick={() => toggle('facilities', facility)}>
                  {label(facility)}
                </Chip>
              ))}
            </div>
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Species</legend>
            <fieldset className="flex min-w-0 flex-wrap gap-2" aria-label="Quick-pick species">
              {QUICK_PICK_SPECIES.map((name) => (
                <Chip key={name} on={form.species.includes(name)} onClick={() => toggle('species', name)}>
                  {name}
                </Chip>
              ))}
              {form.species
                .filter((name) => !(QUICK_PICK_SPECIES as readonly string[]).includes(name))
                .map((name) => (
                  <Chip key={name} on onClick={() => toggle('species', name)}>
                    {name}
                  </Chip>
                ))}
            </fieldset>
            <Label htmlFor="spot-custom-species" className="mt-1">
              Other species
            </Label>
            <div className="flex gap-2">
              <Input
                id="spot-custom-species"
                value={speciesText}
                onChange={(e) => setSpeciesText(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    addCustom();
                  }
                }}
                placeholder="e.g., Barramundi"
                className="min-w-0 flex-1"
              />
              <Button type="button" variant="secondary" onClick={addCustom} disabled={!custom}>
                <Plus aria-hidden />
                Add
              </Button>
            </div>
          </fieldset>
        </div>
        <div className="grid content-start gap-3">
          {mapsKey ? (
            <Suspense fallback={<div className="h-[400px] animate-pulse rounded-2xl bg-muted" aria-hidden />}>
              <PinMap
                apiKey={mapsKey}
                mapId={mapId}
                pin={{ latitude: Number.isFinite(lat) ? lat : SYDNEY.lat, longitude: Number.isFinite(lng) ? lng : SYDNEY.lng }}
                center={SYDNEY}
                zoom={11}
                onMove={(move) =>
                  setForm((f) => ({
                    ...f,
                    latitude: move.latitude.toFixed(6),
                    longitude: move.longitude.toFixed(6),
                    location: move.address ?? f.location,
                  }))
                }
              />
            </Suspense>
          ) : (
            <div className="grid gap-2 rounded-2xl border border-dashed border-border bg-muted/50 p-4" role="note">
              <p className="flex items-center gap-2 font-semibold">
                <MapPinOff aria-hidden className="size-5 text-muted-foreground" />
                Map unavailable
              </p>
              <p className="text-sm text-muted-foreground">
                {MAP_MESSAGES.noKey} Find the place by name, use your position, or type the coordinates.
              </p>
            </div>
          )}
          <PlaceSearch
            id="spot-place-search"
            label="Find a place"
            onPick={(place) =>
              setForm((f) => ({
                ...f,
                latitude: place.latitude.toFixed(6),
                longitude: place.longitude.toFixed(6),
                location: f.location || place.label,
              }))
            }
          />
          <Button type="button" variant="outline" onClick={() => void fillInMyPosition(setForm, false)}>
            <Crosshair aria-hidden />
            Use My Location
          </Button>
          <div className="grid grid-cols-2 gap-3">
            {text('latitude', 'Latitude', { type: 'number', inputMode: 'decimal', step: 'any', min: -90, max: 90 })}
            {text('longitude', 'Longitude', { type: 'number', inputMode: 'decimal', step: 'any', min: -180, max: 180 })}
          </div>
        </div>
      </div>
      <DialogActions label="Create Spot" pendingLabel="Creating..." pending={create.isPending} onCancel={onCancel} />
    </form>
  );
}
