import { useEffect, useState } from 'react';
import type { LocationDefaults } from '@tightlines/contracts';
import { ApiError, Button, Card, handleUnauthorized, Skeleton, toast } from '@tightlines/kit';
import { LocationShieldFields } from './LocationShieldFields.tsx';
import { useLocationDefaults, useSaveLocationDefaults } from './location-defaults.ts';

/**
 * Settings' Location section: the angler's two defaults, what everyone and what mates see of every
 * catch and trip from now on unless its dialog says otherwise. Saved with a toast; a choice the server
 * refuses (mates seeing less than everyone: 422) keeps the choice on screen with the server's words.
 */
export function LocationDefaultsSection() {
  const saved = useLocationDefaults();
  const save = useSaveLocationDefaults();
  const [choice, setChoice] = useState<LocationDefaults | null>(null);
  const [error, setError] = useState<string | undefined>();
  // The form starts from what is saved, once it has arrived.
  useEffect(() => {
    if (saved.data && !choice) setChoice(saved.data);
  }, [saved.data, choice]);
  const changed =
    !!choice &&
    !!saved.data &&
    (choice.publicPrecision !== saved.data.publicPrecision || choice.matesPrecision !== saved.data.matesPrecision);

  const submit = () => {
    if (!choice) return;
    setError(undefined);
    save.mutate(choice, {
      onSuccess: () => toast({ title: 'Location settings saved', description: 'New catches and trips will use them.' }),
      onError: (failure) => {
        if (handleUnauthorized(failure)) return;
        const words = failure instanceof ApiError ? failure.detail : 'Could not save your location settings.';
        setError(words);
        toast({ title: 'Location settings not saved', description: words, variant: 'destructive' });
      },
    });
  };

  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <section aria-labelledby="location-heading" id="location" className="grid min-w-0 grid-cols-1 gap-4">
        <div>
          <h2 id="location-heading" className="text-lg font-semibold">
            Location
          </h2>
          <p className="text-sm text-muted-foreground">
            How precisely others see where you fished, for every catch and trip you share from now on. You always see your own places
            exactly; mates never see less than everyone.
          </p>
        </div>
        {choice ? (
          <LocationShieldFields value={choice} onChange={setChoice} disabled={save.isPending} error={error} heading={null} />
        ) : saved.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            Could not load your location settings.
          </p>
        ) : (
          <Skeleton className="h-40" role="status" aria-label="Loading location settings" />
        )}
        <div className="flex justify-end">
          <Button className="w-full sm:w-auto" onClick={submit} disabled={!changed || save.isPending}>
            {save.isPending ? 'Saving...' : 'Save location settings'}
          </Button>
        </div>
      </section>
    </Card>
  );
}
