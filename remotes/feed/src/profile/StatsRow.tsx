import type { Profile } from '@tightlines/contracts';
import { twoDecimals } from '../lib/two-decimals.ts';

/** The stats row (spec part 1 §2): Posts, Catches, Species, Trips, Successful, Mates — real counts. */
export function StatsRow({ counts }: { counts: Profile['counts'] }) {
  const figures = [
    ['Posts', counts.posts],
    ['Catches', counts.catches],
    ['Species', counts.species],
    ['Trips', counts.trips],
    ['Successful', counts.successfulTrips],
    ['Mates', counts.mates],
  ] as const;
  return (
    <dl className="grid grid-cols-3 divide-border border-t border-border sm:grid-cols-6 sm:divide-x">
      {figures.map(([label, value]) => (
        <div key={label} data-testid={`stat-${label.toLowerCase()}`} className="flex flex-col-reverse items-center px-2 py-3">
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
          <dd className="text-xl font-bold tabular-nums">{twoDecimals(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
