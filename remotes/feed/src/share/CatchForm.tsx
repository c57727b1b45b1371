import { type FormEvent, useLayoutEffect, useState } from 'react';
import { MapPinned } from 'lucide-react';
import {
  ApiError,
  Button,
  Input,
  NativeSelect,
  RequiredNote,
  Textarea,
  fieldErrorProps,
  handleUnauthorized,
  toast,
  useActionKey,
  useFieldErrors,
  useUnitSystem,
  Field,
} from '@tightlines/kit';
import { parseNumber, type PickedPlace } from '@tightlines/kit/forms';
import { LocationShieldFields, useLocationDefaults } from '@tightlines/kit/shield';
import type { LocationDefaults, PostPrivacy, SpeciesSlug, StoredMedia } from '@tightlines/contracts';
import { QUEUED_TOAST, isNetworkFailure, isOffline, useOfflineQueue } from '@tightlines/kit';
import { useSharePost } from '../api/share.ts';
import { LocationPickerDialog } from '@tightlines/kit/location-picker';
import { storedCatchLength, storedCatchWeight } from '../lib/units.ts';
import { MediaPicker } from './MediaPicker.tsx';
import { SpeciesPicker } from './SpeciesPicker.tsx';

/** 0,0 is the picker's "no maps service" place: true for a trip, but a catch is better without coordinates. */
const realCoordinates = (place: PickedPlace | null) =>
  place && !(place.latitude === 0 && place.longitude === 0)
    ? { latitude: place.latitude, longitude: place.longitude }
    : { latitude: null, longitude: null };

const nonZero = (point: { latitude: number | null; longitude: number | null }) =>
  point.latitude === null || point.longitude === null ? null : { latitude: point.latitude, longitude: point.longitude };

interface CatchFormProps {
  onShared: () => void;
  onBack?: () => void;
  /** Told whether anything was typed or chosen, so closing the dialog can ask before discarding it. */
  onDirtyChange?: (dirty: boolean) => void;
  /** A place and a few words to start from (a waypoint of an imported track, offered as a catch). */
  prefill?: { place: PickedPlace; description: string };
}

/**
 * Upload a Catch (spec part 1 §2, §3, §5): species from the fixed list (required: submit stays
 * disabled until one is chosen), sizes to two decimals, method, story, photo, place and privacy
 * (public by default). One idempotency key while the form is open: pressed twice, one post.
 */
export function CatchForm({ onShared, onBack, onDirtyChange, prefill }: CatchFormProps) {
  const [species, setSpecies] = useState<SpeciesSlug | ''>('');
  const [length, setLength] = useState('');
  const [weight, setWeight] = useState('');
  const [method, setMethod] = useState('');
  const [description, setDescription] = useState(prefill?.description ?? '');
  const [photo, setPhoto] = useState<StoredMedia | null>(null);
  const [uploading, setUploading] = useState(false);
  const [location, setLocation] = useState(prefill?.place.address ?? '');
  const [place, setPlace] = useState<PickedPlace | null>(prefill?.place ?? null);
  const [picking, setPicking] = useState(false);
  const [privacy, setPrivacy] = useState<PostPrivacy>('public');
  // The angler's defaults until they choose otherwise for this catch.
  const defaults = useLocationDefaults();
  const [chosenShield, setShield] = useState<LocationDefaults | null>(null);
  const shield = chosenShield ?? defaults.defaults;
  // The server's words when it refuses the pair (mates may not see less than everyone).
  const [shieldRefusal, setShieldRefusal] = useState<string | undefined>();
  const actionKey = useActionKey(true);
  const share = useSharePost(actionKey);
  // Without signal: the photo chosen offline, and the queue the catch waits in instead of failing.
  const [offlinePhoto, setOfflinePhoto] = useState<File | null>(null);
  const offline = useOfflineQueue();
  const keep = (body: Parameters<typeof share.mutate>[0]) =>
    offline.enqueue({ id: actionKey, kind: 'share-catch', body, photo: offlinePhoto }).then(
      () => {
        toast(QUEUED_TOAST);
        onShared();
      },
      () => toast({ title: 'Failed to share post. Please try again.', variant: 'destructive' }),
    );
  const sendOrKeep: typeof share.mutate = (body, handlers) =>
    isOffline() || offlinePhoto
      ? void keep(body)
      : share.mutate(body, {
          ...handlers,
          onError: (error, ...rest) => (isNetworkFailure(error) ? void keep(body) : handlers?.onError?.(error, ...rest)),
        });
  // Typed in the angler's own units, stored in pounds and inches.
  const system = useUnitSystem();
  const dirty = !!(
    species ||
    length ||
    weight ||
    method.trim() ||
    description.trim() ||
    photo ||
    offlinePhoto ||
    location.trim() ||
    privacy !== 'public' ||
    chosenShield
  );
  // A layout effect: the dialog's discard guard knows before the next key or click (an Escape right
  // after a choice must ask), not after a later render.
  useLayoutEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  // The server's word on each field (a 400 names them), shown beside it as well as the toast.
  const problems = useFieldErrors();
  const invalid = (id: string, field: string) => fieldErrorProps(id, problems.of(field));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!species || share.isPending) return;
    const placeMatches = place && place.address === location;
    problems.clear();
    sendOrKeep(
      {
        type: 'catch',
        description: description.trim() || null,
        imageUrl: photo?.url ?? null,
        location: location.trim() || null,
        ...(placeMatches ? realCoordinates(place) : { latitude: null, longitude: null }),
        privacy,
        // Both always said: what the angler saw chosen is what applies, whatever the defaults are by then.
        publicPrecision: shield.publicPrecision,
        matesPrecision: shield.matesPrecision,
        catchDetails: {
          species,
          length: storedCatchLength(parseNumber(length), system),
          weight: storedCatchWeight(parseNumber(weight), system),
          method: method.trim() || null,
        },
      },
      {
        onSuccess: () => {
          toast({ title: 'Catch shared successfully!' });
          onShared();
        },
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          problems.show(error);
          const refused = error instanceof ApiError && error.code === 'MATES_SEE_LESS_THAN_PUBLIC' ? error.detail : undefined;
          setShieldRefusal(refused);
          toast({ title: 'Failed to share post. Please try again.', description: refused, variant: 'destructive' });
        },
      },
    );
  };

  // The place is one field to the angler: its text and the coordinates picked with it.
  const placeError = problems.of('location') ?? problems.of('latitude') ?? problems.of('longitude');

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Upload a Catch">
      <RequiredNote />
      <Field id="catch-species" label="Species" required error={problems.of('catchDetails.species')}>
        <SpeciesPicker id="catch-species" required value={species} onChange={setSpecies} error={problems.of('catchDetails.species')} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="catch-length" label={system === 'metric' ? 'Length (cm)' : 'Length (inches)'} error={problems.of('catchDetails.length')}>
          <Input
            id="catch-length"
            {...invalid('catch-length', 'catchDetails.length')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={length}
            onChange={(e) => setLength(e.target.value)}
            placeholder="0.0"
          />
        </Field>
        <Field id="catch-weight" label={system === 'metric' ? 'Weight (kg)' : 'Weight (lbs)'} error={problems.of('catchDetails.weight')}>
          <Input
            id="catch-weight"
            {...invalid('catch-weight', 'catchDetails.weight')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={weight}
            onChange={(e) => setWeight(e.target.value)}
            placeholder="0.0"
          />
        </Field>
      </div>
      <Field id="catch-method" label="Method" error={problems.of('catchDetails.method')}>
        <Input
          id="catch-method"
          {...invalid('catch-method', 'catchDetails.method')}
          value={method}
          onChange={(e) => setMethod(e.target.value)}
          placeholder="e.g., Spinning, Fly fishing, Trolling"
          maxLength={80}
        />
      </Field>
      <Field id="catch-description" label="Description" error={problems.of('description')}>
        <Textarea
          id="catch-description"
          {...invalid('catch-description', 'description')}
          rows={3}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          placeholder="Tell the story of your catch..."
        />
      </Field>
      <MediaPicker
        kind="image"
        label="Photo"
        value={photo}
        onChange={setPhoto}
        onOfflineFile={setOfflinePhoto}
        onUploadingChange={setUploading}
        error={problems.of('imageUrl')}
      />
      <Field id="catch-location" label="Location" error={placeError}>
        <div className="flex gap-2">
          <Input
            id="catch-location"
            {...fieldErrorProps('catch-location', placeError)}
            value={location}
            onChange={(e) => setLocation(e.target.value)}
            placeholder="Where did you catch it?"
            className="flex-1"
          />
          <Button variant="outline" size="icon" aria-label="Pick on map" onClick={() => setPicking(true)}>
            <MapPinned aria-hidden />
          </Button>
        </div>
      </Field>
      <LocationShieldFields
        value={shield}
        onChange={(next) => {
          setShield(next);
          setShieldRefusal(undefined);
        }}
        point={place && place.address === location ? nonZero(realCoordinates(place)) : null}
        error={shieldRefusal ?? problems.of('publicPrecision') ?? problems.of('matesPrecision')}
      />
      <LocationPickerDialog
        open={picking}
        onOpenChange={setPicking}
        title="Choose Catch Location"
        onPick={(picked) => {
          setPlace(picked);
          setLocation(picked.address);
        }}
      />
      <Field id="catch-privacy" label="Privacy" error={problems.of('privacy')}>
        <NativeSelect
          id="catch-privacy"
          {...invalid('catch-privacy', 'privacy')}
          value={privacy}
          onChange={(e) => setPrivacy(e.target.value as PostPrivacy)}
        >
          <option value="public">Public — everyone</option>
          <option value="mates">Mates — anglers who follow each other</option>
          <option value="private">Private — only me</option>
        </NativeSelect>
      </Field>
      {!species && (
        <p id="catch-needs-species" className="text-sm text-muted-foreground">
          Choose a species to share your catch.
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onBack && (
          <Button variant="outline" onClick={onBack}>
            Back
          </Button>
        )}
        <Button
          type="submit"
          disabled={!species || uploading || share.isPending}
          aria-describedby={species ? undefined : 'catch-needs-species'}
        >
          {share.isPending ? 'Sharing...' : 'Share Catch'}
        </Button>
      </div>
    </form>
  );
}
