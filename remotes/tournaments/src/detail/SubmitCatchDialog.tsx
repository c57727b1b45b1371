import { useState, type FormEvent } from 'react';
import { Camera } from 'lucide-react';
import {
  ApiError,
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Input,
  NativeSelect,
  Textarea,
  fieldErrorProps,
  toast,
  useGuardedClose,
  phoneSheet,
  Field,
  useUnitSystem,
} from '@tightlines/kit';
import { LocationShieldFields, useLocationDefaults } from '@tightlines/kit/shield';
import {
  MEDIA_LIMITS,
  SPECIES,
  SubmitEntry,
  TOURNAMENT_MESSAGES,
  lengthStep,
  lengthUnit,
  weightStep,
  weightUnit,
  type LocationDefaults,
  type Tournament,
} from '@tightlines/contracts';
import { useSubmitEntry } from '../api/tournaments.ts';
import { errorsOf, numberOrUndefined } from '../lib/form-errors.ts';
import { NumberField } from './NumberField.tsx';

const EMPTY = { species: '', weight: '', length: '', method: '', bait: '', locationName: '', description: '' };

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable file')));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'));
    reader.readAsDataURL(file);
  });

/**
 * Submit Catch (§5): species, size in the angler's units (stored in kg and cm), method, place with
 * who sees it how precisely (the angler's location defaults unless changed for this entry), and the
 * photo that must show the event's identifier code. Success closes with the spec's toast; a failure
 * shows no toast (§8), only what the form or the server said about the fields.
 */
export function SubmitCatchDialog({
  tournament,
  open,
  onOpenChange,
}: {
  tournament: Tournament;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const system = useUnitSystem();
  const [form, setForm] = useState(EMPTY);
  // The angler's defaults until they choose otherwise for this entry.
  const { defaults } = useLocationDefaults();
  const [chosenShield, setShield] = useState<LocationDefaults | null>(null);
  const shield = chosenShield ?? defaults;
  // The server's words when it refuses the pair (mates may not see less than everyone).
  const [shieldRefusal, setShieldRefusal] = useState<string | undefined>();
  const [photo, setPhoto] = useState<{ dataUrl: string; name: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const submitEntry = useSubmitEntry(tournament.id);
  // Closing with something typed or a photo chosen asks first; a close (asked or not) clears the form.
  const dirty = JSON.stringify(form) !== JSON.stringify(EMPTY) || photo !== null || chosenShield !== null;
  const dialog = useGuardedClose(dirty, onOpenChange, () => {
    setForm(EMPTY);
    setShield(null);
    setShieldRefusal(undefined);
    setPhoto(null);
    setErrors({});
    setProblem(null);
  });
  const set = (key: keyof typeof EMPTY, value: string) => setForm((f) => ({ ...f, [key]: value }));

  const choosePhoto = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return setPhoto(null);
    if (!file.type.startsWith('image/')) return setProblem('Invalid file type: Please select an image file');
    if (file.size > MEDIA_LIMITS.imageBytes) return setProblem('File too large: Please select an image smaller than 5MB');
    setPhoto({ dataUrl: await readAsDataUrl(file), name: file.name });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const weight = numberOrUndefined(form.weight);
    const length = numberOrUndefined(form.length);
    const body = {
      species: form.species,
      // Kept exactly as typed, in the angler's own units: the server converts for ranking without rounding.
      weight,
      weightUnit: weightUnit(system),
      length,
      lengthUnit: lengthUnit(system),
      method: form.method,
      bait: form.bait.trim() || undefined,
      locationName: form.locationName,
      // Both always said: what the angler saw chosen is what applies, whatever the defaults are by then.
      publicPrecision: shield.publicPrecision,
      matesPrecision: shield.matesPrecision,
      description: form.description.trim() || undefined,
      photoDataUrl: photo?.dataUrl,
    };
    const found = errorsOf(SubmitEntry, body);
    setErrors(found ?? {});
    if (found) return;
    submitEntry.mutateAsync(body as SubmitEntry).then(
      () => {
        toast({ title: 'Success', description: TOURNAMENT_MESSAGES.entrySubmitted });
        dialog.close();
      },
      (error) => {
        if (!(error instanceof ApiError)) return;
        setErrors(error.fieldErrors);
        if (error.code === 'MATES_SEE_LESS_THAN_PUBLIC') setShieldRefusal(error.detail);
        else if (!Object.keys(error.fieldErrors).length) setProblem(error.detail);
      },
    );
  };

  const id = (name: string) => `entry-${name}`;
  return (
    <Dialog open={open} onOpenChange={dialog.onOpenChange}>
      <DialogContent className={`${phoneSheet} sm:max-w-xl`}>
        <DialogHeader>
          <DialogTitle>Submit Catch</DialogTitle>
          <DialogDescription>
            {tournament.identifierCode ? (
              <>
                Photograph the fish with the code{' '}
                <strong className="font-mono tracking-wider text-foreground">{tournament.identifierCode}</strong> visible, eye and mouth
                clear.
              </>
            ) : (
              'Photograph the fish with the event code visible.'
            )}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field id={id('species')} label="Species" error={errors.species}>
            <NativeSelect
              id={id('species')}
              value={form.species}
              onChange={(e) => set('species', e.target.value)}
              {...fieldErrorProps(id('species'), errors.species)}
            >
              <option value="">Choose a species</option>
              {SPECIES.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <div className="grid grid-cols-2 gap-4">
            {(
              [
                ['weight', `Weight (${weightUnit(system)})`, weightStep(system)],
                ['length', `Length (${lengthUnit(system)})`, lengthStep(system)],
              ] as const
            ).map(([key, label, step]) => (
              <NumberField
                key={key}
                id={id(key)}
                label={label}
                step={step}
                value={form[key]}
                onChange={(value) => set(key, value)}
                error={errors[key]}
              />
            ))}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={id('method')} label="Fishing method" error={errors.method}>
              <Input
                id={id('method')}
                value={form.method}
                placeholder="Spinning, fly, trolling…"
                onChange={(e) => set('method', e.target.value)}
                {...fieldErrorProps(id('method'), errors.method)}
              />
            </Field>
            <Field id={id('bait')} label="Bait (optional)">
              <Input id={id('bait')} value={form.bait} onChange={(e) => set('bait', e.target.value)} />
            </Field>
          </div>
          <Field id={id('locationName')} label="Location" error={errors.locationName}>
            <Input
              id={id('locationName')}
              value={form.locationName}
              placeholder="North shore, by the weed line"
              onChange={(e) => set('locationName', e.target.value)}
              {...fieldErrorProps(id('locationName'), errors.locationName)}
            />
          </Field>
          {/* An entry has place words, no point: the previews draw the precision, not a town. */}
          <LocationShieldFields
            value={shield}
            onChange={(next) => {
              setShield(next);
              setShieldRefusal(undefined);
            }}
            disabled={submitEntry.isPending}
            error={shieldRefusal ?? errors.publicPrecision ?? errors.matesPrecision}
          />
          <Field
            id={id('photo')}
            label="Catch photo"
            hint="The event code must show in the photo; its capture time is checked."
            error={problem ?? errors.photoDataUrl}
          >
            {/* The visually hidden file input is the keyboard's way in (Tab, then Enter): its focus shows on the drop zone after it. */}
            <input
              id={id('photo')}
              type="file"
              accept="image/*"
              capture="environment"
              className="peer sr-only"
              {...fieldErrorProps(id('photo'), problem ?? errors.photoDataUrl, { hinted: true })}
              onChange={(e) => void choosePhoto(e.target.files?.[0])}
            />
            <label
              htmlFor={id('photo')}
              className="flex min-h-24 cursor-pointer items-center gap-3 rounded-xl border-2 border-dashed border-border p-4 text-sm text-muted-foreground peer-focus-visible:ring-2 peer-focus-visible:ring-ring hover:border-primary"
            >
              {photo ? (
                <img src={photo.dataUrl} alt="Chosen catch" className="size-16 rounded-lg object-cover" />
              ) : (
                <Camera aria-hidden className="size-8" />
              )}
              <span>{photo ? photo.name : 'Take or choose a photo'}</span>
            </label>
          </Field>
          <Field id={id('description')} label="Description (optional)">
            <Textarea id={id('description')} rows={2} value={form.description} onChange={(e) => set('description', e.target.value)} />
          </Field>
          <DialogActions label="Submit Catch" pendingLabel="Submitting…" pending={submitEntry.isPending} onCancel={dialog.cancel} />
        </form>
        {dialog.prompt}
      </DialogContent>
    </Dialog>
  );
}
