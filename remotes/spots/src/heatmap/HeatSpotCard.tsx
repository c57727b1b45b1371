import { memo } from 'react';
import { Eye, MapPin, NotebookPen, Star, Users } from 'lucide-react';
import { Button, Card, relativeTime } from '@tightlines/kit';
import { SpeciesBadges } from '../list/SpeciesBadges.tsx';
import type { HeatSpot } from '@tightlines/contracts';
import { label, ratingText } from '../lib/format.ts';
import { HeatBadge } from './HeatLegend.tsx';
import type { SpotActions } from './HeatMapScreen.tsx';

/**
 * One spot of the heat map's Grid View (spec §3 heat-map fields): its heat and what bites. One score:
 * the heat (spec §4: activity, catches and success together), with its band's word; the activity
 * score it is made of is the filters' business, not a second number beside it.
 * Memoised, with the screen's own handlers (stable) rather than a closure per card: a reveal step or an
 * answer arriving re-renders the new cards only, not every card already shown (total blocking time).
 */
// Offscreen it stands in at 22rem, near its drawn height (344 px on a phone, 372 on a desktop), so the
// page is about as long before the cards are drawn as after.
export const HeatSpotCard = memo(function HeatSpotCard({ spot, onView, onLogTrip }: { spot: HeatSpot } & SpotActions) {
  return (
    <Card className="skip-offscreen flex min-w-0 flex-col gap-3 p-4 [contain-intrinsic-size:auto_22rem]" data-testid="heat-spot-card">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate text-lg font-semibold">{spot.name}</h3>
          {spot.location && (
            <p className="flex items-center gap-1 truncate text-sm text-muted-foreground">
              <MapPin aria-hidden className="size-4 shrink-0" />
              <span className="truncate">{spot.location}</span>
            </p>
          )}
        </div>
        <HeatBadge score={spot.heatScore} label={spot.heatLabel} />
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center text-sm">
        <div className="rounded-xl bg-muted/60 p-2">
          <dt className="text-muted-foreground">Success</dt>
          <dd className="font-semibold">{spot.successRate}%</dd>
        </div>
        <div className="rounded-xl bg-muted/60 p-2">
          <dt className="text-muted-foreground">Catches</dt>
          <dd className="font-semibold">{spot.catchCount}</dd>
        </div>
        <div className="rounded-xl bg-muted/60 p-2">
          <dt className="text-muted-foreground">Anglers</dt>
          <dd className="font-semibold">{spot.totalAnglers}</dd>
        </div>
      </dl>
      <SpeciesBadges species={spot.popularSpecies} label="Popular species" />
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
          {ratingText(spot.averageRating)}
        </span>
        {spot.bestTimeOfDay && <span>Best: {label(spot.bestTimeOfDay)}</span>}
        {spot.lastActivity && <span>Last activity {relativeTime(spot.lastActivity)}</span>}
        {spot.detailHidden && spot.totalTrips > 0 && (
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden className="size-4" />
            Fewer than 3 anglers: details kept private
          </span>
        )}
      </p>
      <div className="mt-auto grid grid-cols-2 gap-2">
        <Button variant="outline" size="sm" onClick={() => onView(spot.id)}>
          <Eye aria-hidden />
          View
        </Button>
        <Button variant="primary" size="sm" onClick={() => onLogTrip({ id: spot.id, name: spot.name })}>
          <NotebookPen aria-hidden />
          Log Trip
        </Button>
      </div>
    </Card>
  );
});
