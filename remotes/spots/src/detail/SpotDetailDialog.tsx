import { lazy, startTransition, Suspense, useState, type ReactNode } from 'react';
import { BadgeCheck, MapPin, NotebookPen, Star } from 'lucide-react';
import {
  AfterFirstPaint,
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  useAuth,
  useGuardedClose,
  useLeadContentDrawn,
  phoneSheet,
  ReportMenu,
  HiddenNotice,
} from '@tightlines/kit';
import { useSpotDetail } from '../api/spots.ts';
import type { HeatFilterState } from '../heatmap/HeatFilters.tsx';
import type { SpotActions } from '../heatmap/HeatMapScreen.tsx';
import { label, plural, ratingText } from '../lib/format.ts';
import { RatingStars } from './RatingStars.tsx';
import { WeatherCard, WeatherCardLoading } from '../weather/index.ts';

// The Overview opens with the dialog; each other tab loads when first chosen (the tip form, and zod
// for its categories, with the Tips tab).
const PostsTab = lazy(() => import('./PostsTab.tsx').then((m) => ({ default: m.PostsTab })));
const TipsTab = lazy(() => import('./TipsTab.tsx').then((m) => ({ default: m.TipsTab })));
const ConditionsTab = lazy(() => import('./ConditionsTab.tsx').then((m) => ({ default: m.ConditionsTab })));
const ActivityTab = lazy(() => import('./ActivityTab.tsx').then((m) => ({ default: m.ActivityTab })));

/** The spot detail dialog (spec §2): Overview, Posts, Tips, Conditions and Activity. */
export function SpotDetailDialog({
  spotId,
  onClose,
  onLogTrip,
}: {
  spotId: string;
  onClose: () => void;
  onLogTrip: SpotActions['onLogTrip'];
}) {
  const [timeRange, setTimeRange] = useState<HeatFilterState['timeRange']>('30d');
  const detail = useSpotDetail(spotId, timeRange);
  const { isAuthenticated } = useAuth();
  const leadDrawn = useLeadContentDrawn();
  const spot = detail.data;
  // A tip typed in the Tips tab: closing asks first.
  const [dirty, setDirty] = useState(false);
  // The tab's content renders as a transition, in slices: the press paints at once (Interaction to Next Paint, bench/inp).
  const [tab, setTab] = useState('overview');
  const dialog = useGuardedClose(dirty, (open) => !open && onClose());
  return (
    <Dialog open onOpenChange={dialog.onOpenChange}>
      <DialogContent className={`${phoneSheet} sm:max-w-3xl`}>
        <DialogHeader>
          <DialogTitle className="flex flex-wrap items-center gap-2">
            {spot?.name ?? 'Fishing spot'}
            {spot?.verified && (
              <Badge variant="secondary">
                <BadgeCheck aria-hidden className="size-3.5" />
                Verified
              </Badge>
            )}
          </DialogTitle>
          <DialogDescription className="flex items-center gap-1">
            <MapPin aria-hidden className="size-4 shrink-0" />
            {spot ? (spot.location ?? `${spot.latitude.toFixed(3)}, ${spot.longitude.toFixed(3)}`) : 'Loading…'}
          </DialogDescription>
        </DialogHeader>
        {detail.isError ? (
          <p role="alert" className="text-destructive">
            This spot could not be loaded.
          </p>
        ) : !spot ? (
          <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading spot">
            <Skeleton className="h-11" />
            <Skeleton className="h-40" />
          </div>
        ) : (
          <Tabs value={tab} onValueChange={(next) => startTransition(() => setTab(next))} className="min-w-0">
            <TabsList className="max-sm:grid max-sm:grid-cols-3" aria-label="Spot details">
              <TabsTrigger value="overview">Overview</TabsTrigger>
              <TabsTrigger value="posts">Posts</TabsTrigger>
              <TabsTrigger value="tips">Tips</TabsTrigger>
              <TabsTrigger value="conditions">Conditions</TabsTrigger>
              <TabsTrigger value="activity">Activity</TabsTrigger>
            </TabsList>
            <TabsContent value="overview" className="grid gap-4">
              <div className="flex flex-wrap items-center gap-2">
                <span className="inline-flex items-center gap-1 text-lg">
                  <Star aria-hidden className="size-5 fill-amber-400 text-amber-400" />
                  <strong>{ratingText(spot.averageRating)}</strong>
                  <span className="text-sm text-muted-foreground">({plural(spot.totalRatings, 'rating')})</span>
                </span>
                {spot.waterType && <Badge>{label(spot.waterType)}</Badge>}
                {spot.difficulty && <Badge variant="accent">{label(spot.difficulty)}</Badge>}
                {spot.accessType && <Badge variant="outline">{label(spot.accessType)}</Badge>}
              </div>
              <HiddenNotice hidden={spot.hidden} />
              {spot.description && <p className="break-words whitespace-pre-line">{spot.description}</p>}
              {/* The weather card (its read, its icons) waits for the sheet's lead content to be on screen,
                  as the ads do: a spot opened by its link otherwise rendered it in the dialog's first task and
                  asked for the weather before the description's paint, which Lighthouse's replay then waited
                  for. Its loading shape keeps the space. The report menu is drawn once the page has painted. */}
              {leadDrawn ? <WeatherCard latitude={spot.latitude} longitude={spot.longitude} /> : <WeatherCardLoading />}
              {isAuthenticated && (
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-sm font-medium">Your rating</span>
                  <RatingStars spotId={spot.id} myRating={spot.myRating} />
                  <AfterFirstPaint fallback={<span aria-hidden className="ml-auto size-11" />}>
                    <ReportMenu kind="spot" itemId={spot.id} mine={spot.isMine} what="this spot" className="ml-auto" />
                  </AfterFirstPaint>
                </div>
              )}
              {spot.species.length > 0 && (
                <div>
                  <p className="mb-1 text-sm font-medium">Species</p>
                  <div className="flex flex-wrap gap-1.5">
                    {spot.species.map((name) => (
                      <Badge key={name} variant="secondary">
                        {name}
                      </Badge>
                    ))}
                  </div>
                </div>
              )}
              {spot.facilities.length > 0 && <p className="text-sm">Facilities: {spot.facilities.map(label).join(', ')}</p>}
              <p className="text-sm text-muted-foreground">
                {spot.latitude.toFixed(4)}, {spot.longitude.toFixed(4)}
                {spot.creatorName ? ` · Added by ${spot.creatorName}` : ''}
              </p>
              <Button variant="primary" onClick={() => onLogTrip({ id: spot.id, name: spot.name })}>
                <NotebookPen aria-hidden />
                Log Trip Here
              </Button>
            </TabsContent>
            <TabsContent value="posts">
              <LoadingTab>
                <PostsTab latitude={spot.latitude} longitude={spot.longitude} />
              </LoadingTab>
            </TabsContent>
            <TabsContent value="tips">
              <LoadingTab>
                <TipsTab spotId={spot.id} onDirtyChange={setDirty} />
              </LoadingTab>
            </TabsContent>
            <TabsContent value="conditions">
              <LoadingTab>
                <ConditionsTab spotId={spot.id} />
              </LoadingTab>
            </TabsContent>
            <TabsContent value="activity">
              <LoadingTab>
                <ActivityTab spot={spot} timeRange={timeRange} onTimeRange={setTimeRange} />
              </LoadingTab>
            </TabsContent>
          </Tabs>
        )}
        {dialog.prompt}
      </DialogContent>
    </Dialog>
  );
}

/** A tab's content once its code has come; until then the shape of what loads. */
function LoadingTab({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
