import { Label, handleUnauthorized, toast } from '@tightlines/kit';
import { Switch } from '@tightlines/kit/forms';
import type { User } from '@tightlines/contracts';
import { useTripSharing } from '../api/profiles.ts';

/** Share Trip Locations (spec part 1 §2): whether the trips an angler logs show other anglers where. */
export function TripSharingSetting({ user }: { user: User }) {
  const setting = useTripSharing(user.id);
  const change = (shareTripLocations: boolean) =>
    setting.mutate(shareTripLocations, {
      onSuccess: () =>
        toast({
          title: 'Settings Updated',
          description: shareTripLocations ? 'Your trip locations are shared with other anglers.' : 'Your trip locations are now private.',
        }),
      onError: (error) => {
        if (!handleUnauthorized(error)) toast({ title: 'Failed to update settings', variant: 'destructive' });
      },
    });
  const checked = setting.isPending ? !!setting.variables : user.shareTripLocations;
  return (
    <>
      <div className="flex items-start justify-between gap-4 rounded-xl border border-border p-4">
        <div className="min-w-0">
          <Label htmlFor="share-trip-locations" className="text-base">
            Share Trip Locations
          </Label>
          <p className="text-sm text-muted-foreground">Show where you fished on the trips you log.</p>
        </div>
        <Switch id="share-trip-locations" checked={checked} onCheckedChange={change} disabled={setting.isPending} className="mt-1" />
      </div>
      <p className="rounded-xl bg-secondary px-3 py-2 text-sm text-secondary-foreground">
        When this is off, trips you log keep their spot to yourself: other anglers see the trip, never its coordinates. You can also turn
        off Share Location for a single trip when you log it.
      </p>
    </>
  );
}
