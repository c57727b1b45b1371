import { Link } from 'react-router';
import { BarChart3 } from 'lucide-react';
import { Card, useAuth, useWideScreen } from '@tightlines/kit';
import { useProfile } from '../api/profiles.ts';
import { twoDecimals } from '../lib/two-decimals.ts';
import { SuggestedAnglers } from './SuggestedAnglers.tsx';

/** The angler's own figures, compact, with the way to their profile. */
function YourFigures({ userId }: { userId: string }) {
  const profile = useProfile(userId);
  const counts = profile.data?.counts;
  const figures = counts
    ? ([
        ['Catches', counts.catches],
        ['Species', counts.species],
        ['Trips', counts.trips],
      ] as const)
    : [];
  return (
    <Card className="grid gap-3 p-4">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <BarChart3 aria-hidden className="size-4 text-primary" />
        Your figures
      </h2>
      {counts ? (
        <dl className="grid grid-cols-3 gap-2 text-center">
          {figures.map(([label, value]) => (
            <div key={label} className="flex flex-col-reverse rounded-lg bg-muted/60 px-1 py-2">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-xl font-bold tabular-nums">{twoDecimals(value)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <div className="h-16 rounded-lg bg-muted/60" aria-hidden />
      )}
      <Link to="/profile" className="text-sm font-medium text-primary hover:underline">
        Your profile and statistics
      </Link>
    </Card>
  );
}

/**
 * The home feed's side column on a desktop ('Layout at every size'): the angler's own figures
 * and anglers to follow beside the feed. Rendered only at xl, so a phone asks for none of it; the
 * sidebar ad placement stays the shell's, to the right of the page.
 */
export function HomeSideColumn() {
  const wide = useWideScreen();
  const { user } = useAuth();
  if (!wide || !user) return null;
  return (
    <aside aria-label="Your figures and anglers to follow" className="sticky top-24 grid min-w-0 grid-cols-1 content-start gap-6">
      <YourFigures userId={user.id} />
      <SuggestedAnglers limit={4} />
    </aside>
  );
}
