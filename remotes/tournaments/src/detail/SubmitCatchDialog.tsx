import { useState, type FormEvent } from 'react';
import { Camera, Fish } from 'lucide-react';
import {
  ApiError,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
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
import {
  MEDIA_LIMITS,
  SPECIES,
  SubmitEntry,
  TOURNAMENT_MESSAGES,
  lengthStep,
  lengthUnit,
  weightStep,
  weightUnit,
  type Tournament,
} from '@tightlines/contracts';
import { useSubmitEntry } from '../api/tournaments.ts';
import { errorsOf, numberOrUndefined } from '../lib/form-errors.ts';

const EMPTY = { species: '', weight: '', length: '', method: '', bait: '', locationName: '', description: '' };

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable file')));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'));
    reader.readAsDataURL(file);
  });

/**
 * Submit Catch (§5): species, size in the angler's units (stored in kg and cm), method, place, and
 * the photo that must show the event's identifier code. Success closes with the spec's toast; a
 * failure shows no toast (§8), only what the form or the server said about the fields.
 */
export function SubmitCatchDialog({ tournament }: { tournament: Tournament }) {
  const system = useUnitSystem();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [photo, setPhoto] = useState<{ dataUrl: string; name: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const submitEntry = useSubmitEntry(tournament.id);
  // Closing with something typed or a photo chosen asks first; a close (asked or not) clears the form.
  const dialog = useGuardedClose(JSON.stringify(form) !== JSON.stringify(EMPTY) || photo !== null, setOpen, () => {
    setForm(EMPTY);
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
        if (error instanceof ApiError) {
          setErrors(error.fieldErrors);
          if (!Object.keys(error.fieldErrors).length) setProblem(error.detail);
        }
      },
    );
  };

  const id = (name: string) => `entry-${name}`;
  return (
    <Dialog open={open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Fish aria-hidden />
          Submit Catch
        </Button>
      </DialogTrigger>
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
            <Field id={id('weight')} label={`Weight (${weightUnit(system)})`} error={errors.weight}>
              <Input
                id={id('weight')}
                type="number"
                inputMode="decimal"
                min={0}
                step={weightStep(system)}
                value={form.weight}
                onChange={(e) => set('weight', e.target.value)}
                {...fieldErrorProps(id('weight'), errors.weight)}
              />
            </Field>
            <Field id={id('length')} label={`Length (${lengthUnit(system)})`} error={errors.length}>
              <Input
                id={id('length')}
                type="number"
                inputMode="decimal"
                min={0}
                step={lengthStep(system)}
                value={form.length}
                onChange={(e) => set('length', e.target.value)}
                {...fieldErrorProps(id('length'), errors.length)}
              />
            </Field>
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
