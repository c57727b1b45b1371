import { useState } from 'react';
import { Fish, MapPin } from 'lucide-react';
import { Button } from '@tightlines/kit';
import type { TrackWaypoint } from '@tightlines/contracts';
import { ShareDialog } from '../share/ShareDialog.tsx';

const nameOf = (w: TrackWaypoint, i: number) => w.name ?? `Waypoint ${i + 1}`;
const when = (w: TrackWaypoint) => (w.at ? new Date(w.at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : null);

/**
 * The waypoints of a track just imported, each offered as a catch: Share as catch opens the catch form
 * with the waypoint's place and its name and time written in, for the angler to add the species.
 */
export function TrackWaypoints({ waypoints }: { waypoints: readonly TrackWaypoint[] }) {
  const [sharing, setSharing] = useState<number | null>(null);
  if (waypoints.length === 0) return null;
  const chosen = sharing === null ? null : waypoints[sharing]!;
  return (
    <section className="mt-4 rounded-2xl border border-border bg-card p-4" aria-labelledby="waypoints-heading">
      <h2 id="waypoints-heading" className="font-semibold">
        Waypoints from your file
      </h2>
      <p className="text-sm text-muted-foreground">Marked a fish? Share it as a catch.</p>
      <ul className="mt-2 flex flex-col gap-2">
        {waypoints.map((w, i) => (
          <li key={`${w.latitude},${w.longitude},${w.at}`} className="flex min-w-0 items-center gap-3">
            <MapPin aria-hidden className="size-5 shrink-0 text-muted-foreground" />
            <span className="min-w-0 flex-1">
              <span className="block break-words">{nameOf(w, i)}</span>
              {when(w) && <span className="block text-sm text-muted-foreground">{when(w)}</span>}
            </span>
            <Button variant="outline" size="sm" className="shrink-0" onClick={() => setSharing(i)}>
              <Fish aria-hidden />
              Share as catch
            </Button>
          </li>
        ))}
      </ul>
      {chosen && (
        <ShareDialog
          start="catch"
          open
          onOpenChange={(open) => !open && setSharing(null)}
          prefill={{
            place: { address: nameOf(chosen, sharing!), latitude: chosen.latitude, longitude: chosen.longitude },
            description: [nameOf(chosen, sharing!), when(chosen)].filter(Boolean).join(' — '),
          }}
        />
      )}
    </section>
  );
}
