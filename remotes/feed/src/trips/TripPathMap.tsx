import { lazy, Suspense, useState } from 'react';
import { Route } from 'lucide-react';
import { useMapsKey } from '@tightlines/kit/maps';
import type { TripPath } from '@tightlines/contracts';
import { pathToSvgPoints } from './path-drawing.ts';

// Google's map is fetched only when there is a key and a path to draw on it.
const GooglePath = lazy(() => import('./TripPathGoogle.tsx').then((m) => ({ default: m.GooglePath })));

const WIDTH = 360;
const HEIGHT = 220;

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/**
 * The trip's recorded path, as the server sent it for this viewer (already cut by the location shield:
 * exact for its angler, cell to cell for others at about 1 km / 10 km; none at all otherwise). With a
 * maps key it is a Polyline on Google's map; without one (or when Google fails) a plain drawing of the
 * line, north up, with its start and end marked.
 */
export function TripPathMap({ track }: { track: TripPath }) {
  const key = useMapsKey();
  const [googleFailed, setGoogleFailed] = useState(false);
  if (track.path.length === 0) return null;
  return (
    <figure className="mt-3 overflow-hidden rounded-2xl border border-border bg-card">
      {key && !googleFailed ? (
        <Suspense fallback={<div className="h-[220px] animate-pulse bg-muted" aria-hidden />}>
          <GooglePath apiKey={key} path={track.path} onFailed={() => setGoogleFailed(true)} />
        </Suspense>
      ) : (
        <SvgPath path={track.path} />
      )}
      <figcaption className="flex items-center gap-2 px-4 py-2 text-sm text-muted-foreground">
        <Route aria-hidden className="size-4" />
        Tracked {timeOf(track.startedAt)}–{timeOf(track.endedAt)}
      </figcaption>
    </figure>
  );
}

function SvgPath({ path }: { path: TripPath['path'] }) {
  const points = pathToSvgPoints(path, WIDTH, HEIGHT);
  const all = points.split(' ');
  const [start, end] = [all[0]!.split(','), all[all.length - 1]!.split(',')];
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="block h-auto w-full bg-gradient-to-br from-sky-200 via-teal-100 to-emerald-100 dark:from-sky-950 dark:via-teal-950 dark:to-emerald-950"
      role="img"
      aria-label={`The trip's path, ${path.length} points, north up`}
    >
      <polyline
        points={points}
        fill="none"
        stroke="var(--color-primary, #0f766e)"
        strokeWidth={3}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx={start[0]} cy={start[1]} r={6} fill="#16a34a" stroke="white" strokeWidth={2}>
        <title>Start</title>
      </circle>
      <circle cx={end[0]} cy={end[1]} r={6} fill="#ea580c" stroke="white" strokeWidth={2}>
        <title>End</title>
      </circle>
    </svg>
  );
}
