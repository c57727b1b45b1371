import { memo } from 'react';
import { BadgeCheck, Eye, MapPin, Navigation, NotebookPen, Sparkles, Star } from 'lucide-react';
import { Badge, Button, Card, HiddenNotice } from '@tightlines/kit';
import { SpeciesBadges } from './SpeciesBadges.tsx';
import type { DirectorySpot } from '@tightlines/contracts';
import { kmText, label, plural, ratingText } from '../lib/format.ts';
import { MiniMap } from './MiniMap.tsx';
import { RateSpotButton } from './RateSpotButton.tsx';
import type { SpotActions } from '../heatmap/HeatMapScreen.tsx';

/**
 * A spot card (spec §2): name, Verified, rating with its count, the small map, location, a two-line
 * description, water/difficulty/access badges, 3 species and '+N more', facilities, catches, 'Added
 * by', View and Log Trip, the signed-in rating button (canRate), distance and the recommendation's reason.
 */
export const SpotCard = memo(function SpotCard({
  spot,
  canRate,
  mapsKey,
  onView,
  onLogTrip,
}: { spot: DirectorySpot; canRate: boolean; mapsKey: string | null | undefined } & SpotActions) {
  return (
    <Card className="skip-offscreen flex min-w-0 flex-col gap-3 p-4" data-testid="spot-card">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            <span className="min-w-0 break-words">{spot.name}</span>
            {spot.verified && (
              <Badge variant="secondary">
                <BadgeCheck aria-hidden className="size-3.5" />
                Verified
              </Badge>
            )}
          </h3>
          <p className="flex items-center gap-1 text-sm">
            <span className="sr-only">{`Rated ${ratingText(spot.rating)} from ${plural(spot.totalRatings, 'rating')}`}</span>
            <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
            <strong aria-hidden>{ratingText(spot.rating)}</strong>
            <span aria-hidden className="text-muted-foreground">
              ({spot.totalRatings})
            </span>
          </p>
        </div>
        {spot.distance !== undefined && (
          <Badge variant="outline" className="shrink-0">
            <Navigation aria-hidden className="size-3" />
            {kmText(spot.distance)}
          </Badge>
        )}
      </div>
      <MiniMap latitude={spot.latitude} longitude={spot.longitude} name={spot.name} mapsKey={mapsKey} />
      {spot.location && (
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin aria-hidden className="size-4 shrink-0" />
          <span className="truncate">{spot.location}</span>
        </p>
      )}
      <HiddenNotice hidden={spot.hidden} />
      {spot.description && <p className="line-clamp-2 text-sm">{spot.description}</p>}
      {spot.recommendationReason && (
        <p className="flex items-start gap-1.5 rounded-xl bg-secondary/60 px-3 py-2 text-sm text-secondary-foreground">
          <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0" />
          {spot.recommendationReason}
        </p>
      )}
      <div className="flex flex-wrap gap-1.5">
        {spot.waterType && <Badge>{label(spot.waterType)}</Badge>}
        {spot.difficulty && <Badge variant="accent">{label(spot.difficulty)}</Badge>}
        {spot.accessType && <Badge variant="outline">{label(spot.accessType)}</Badge>}
      </div>
      <SpeciesBadges species={spot.species} />
      {spot.facilities.length > 0 && <p className="text-sm text-muted-foreground">Facilities: {spot.facilities.map(label).join(', ')}</p>}
      <p className="flex flex-wrap justify-between gap-2 text-sm text-muted-foreground">
        <span>{plural(spot.totalCatches, 'catch', 'catches')}</span>
        {spot.creatorName && <span>Added by {spot.creatorName}</span>}
      </p>
      <div className="mt-auto flex gap-2">
        <Button variant="outline" size="sm" className="flex-1" onClick={() => onView(spot.id)}>
          <Eye aria-hidden />
          View
        </Button>
        <Button variant="primary" size="sm" className="flex-1" onClick={() => onLogTrip({ id: spot.id, name: spot.name })}>
          <NotebookPen aria-hidden />
          Log Trip
        </Button>
        {canRate && <RateSpotButton spotId={spot.id} spotName={spot.name} myRating={spot.myRating} />}
      </div>
    </Card>
  );
});
