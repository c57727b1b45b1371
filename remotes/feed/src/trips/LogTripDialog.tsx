import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  handleUnauthorized,
  toast,
  useActionKey,
  useDiscardGuard,
  useFieldErrors,
  phoneSheet,
} from '@tightlines/kit';
import { TRIP_FORM_FIELDS, TripFieldsForm, TripPrivacyField, tripTipIsShared } from '@tightlines/kit/forms';
import { useLocationDefaults } from '@tightlines/kit/shield';
import { QUEUED_TOAST, isNetworkFailure, isOffline, useOfflineQueue } from '@tightlines/kit';
import { useLogTrip } from '../api/trips.ts';
import { emptyTripDraft, tripPayload, type TripDraft } from '../lib/trip-payload.ts';
import { LocationStep } from './LocationStep.tsx';
import { OutcomeStep } from './OutcomeStep.tsx';

const STEPS = ['Location', 'Outcome', 'Details'] as const;

/**
 * Log Trip (spec part 1 §2, §4): location → outcome → details → submit. Back steps to the
 * previous stage; closing resets everything — after asking, when something was chosen or typed.
 * One idempotency key while it is open, so Log Trip pressed twice (or retried) logs one trip.
 * On 401 the angler is told to sign in again.
 */
export function LogTripDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<TripDraft>(emptyTripDraft);
  const actionKey = useActionKey(open);
  const { defaults } = useLocationDefaults();
  const logTrip = useLogTrip(actionKey);
  // Without signal: the trip waits in the offline queue instead of failing.
  const offline = useOfflineQueue();
  const keep = (trip: Parameters<typeof logTrip.mutate>[0]) =>
    offline.enqueue({ id: actionKey, kind: 'log-trip', body: trip }).then(
      () => {
        toast(QUEUED_TOAST);
        close(false);
      },
      () => toast({ title: 'Failed to log trip. Please try again.', variant: 'destructive' }),
    );
  const sendOrKeep: typeof logTrip.mutate = (trip, handlers) =>
    isOffline()
      ? void keep(trip)
      : logTrip.mutate(trip, {
          ...handlers,
          onError: (error, ...rest) => (isNetworkFailure(error) ? void keep(trip) : handlers?.onError?.(error, ...rest)),
        });
  const dirty = step > 0 || JSON.stringify(draft) !== JSON.stringify(emptyTripDraft);
  const guard = useDiscardGuard(dirty);
  // What the server refused: beside its field on the details step, or listed when it belongs to an earlier step.
  const problems = useFieldErrors();
  const earlierProblems = problems.besides(TRIP_FORM_FIELDS);
  const change = <K extends keyof TripDraft>(key: K, value: TripDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const close = (next: boolean) => {
    if (!next) {
      setStep(0);
      setDraft(emptyTripDraft);
      problems.clear();
    }
    onOpenChange(next);
  };
  const askToClose = (next: boolean) => (next ? close(true) : guard.confirm(() => close(false)));
  const canGoOn = step === 0 ? !!(draft.spot || draft.customPlace) : step === 1 ? draft.fishingSuccess !== null : true;

  const submit = () => {
    const payload = tripPayload(draft, defaults);
    if (!payload || logTrip.isPending) return;
    const tipShared = tripTipIsShared(draft) && !!draft.spot;
    problems.clear();
    sendOrKeep(payload, {
      onSuccess: () => {
        toast({
          title: 'Trip Logged Successfully',
          description: tipShared
            ? 'Your trip is logged and your tip has been shared with other anglers.'
            : 'Your fishing trip has been recorded.',
        });
        close(false);
      },
      onError: (error) => {
        if (handleUnauthorized(error, undefined, 'Authentication Required', 'Please log in to log trips.')) return;
        problems.show(error);
        toast({ title: 'Failed to log trip. Please try again.', variant: 'destructive' });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={askToClose}>
      <DialogContent className={phoneSheet}>
        <DialogHeader>
          <DialogTitle>Log Fishing Trip</DialogTitle>
          <DialogDescription>
            Step {step + 1} of {STEPS.length}: {STEPS[step]}
          </DialogDescription>
        </DialogHeader>
        <ol className="grid grid-cols-3 gap-2" aria-hidden>
          {STEPS.map((name, index) => (
            <li key={name} className={`h-1.5 rounded-full ${index <= step ? 'bg-primary' : 'bg-muted'}`} />
          ))}
        </ol>
        {step === 0 && (
          <LocationStep
            spot={draft.spot}
            customPlace={draft.customPlace}
            onSpot={(spot) => setDraft((current) => ({ ...current, spot, customPlace: null }))}
            onCustomPlace={(place) => setDraft((current) => ({ ...current, customPlace: place, spot: null }))}
            shield={draft.shield ?? defaults}
            onShield={(shield) => change('shield', shield)}
            shieldError={problems.of('publicPrecision') ?? problems.of('matesPrecision')}
          />
        )}
        {step === 1 && <OutcomeStep value={draft.fishingSuccess} onChange={(success) => change('fishingSuccess', success)} />}
        {step === 2 && (
          <div className="grid gap-4">
            <h3 className="text-lg font-semibold">Trip details</h3>
            <TripFieldsForm
              fields={draft}
              change={(key, value) => setDraft((current) => ({ ...current, [key]: value }))}
              errorOf={problems.of}
              tipHint={draft.spot ? 'Help other anglers at this spot.' : "Tips appear on a spot's page: pick a popular spot to share one."}
            >
              <TripPrivacyField value={draft.privacy} onChange={(privacy) => change('privacy', privacy)} />
            </TripFieldsForm>
          </div>
        )}
        {step === 2 && earlierProblems.length > 0 && (
          <ul role="alert" aria-label="Problems with earlier steps" className="grid gap-1 text-sm font-medium text-destructive">
            {earlierProblems.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        {guard.prompt}
        <DialogFooter>
          {step > 0 && (
            <Button variant="outline" onClick={() => setStep(step - 1)}>
              Back
            </Button>
          )}
          {step < STEPS.length - 1 ? (
            <Button onClick={() => setStep(step + 1)} disabled={!canGoOn}>
              Next
            </Button>
          ) : (
            <Button onClick={submit} disabled={logTrip.isPending}>
              {logTrip.isPending ? 'Logging...' : 'Log Trip'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
