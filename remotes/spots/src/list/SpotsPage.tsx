import { lazy, Suspense, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Crosshair, Flame, List, LocateOff, MapPin, Navigation, Plus, Sparkles, Star, NotebookPen, type LucideIcon } from 'lucide-react';
import {
  Button,
  EmptyState,
  MountWhenOpened,
  PageFrame,
  PageHeader,
  Tabs,
  TabsContent,
  TabsList,
  TabName,
  TabsTrigger,
  browserPosition,
  useAuth,
  type Coordinates,
} from '@tightlines/kit';
import { useNearbySpots, useRecommendedSpots, useSpotsDirectory } from '../api/spots.ts';
import { matchesFilter } from '../lib/spot-filter.ts';
import { HeatMapScreen, type SpotActions } from '../heatmap/HeatMapScreen.tsx';
import { DEFAULT_HEAT_FILTER, HeatFilters, heatFiltersSet, type HeatFilterState } from '../heatmap/HeatFilters.tsx';
import type { TripTarget } from '../trips/SpotTripDialog.tsx';
import { filterQuery, NO_FILTER, SpotsFilterCard, type FilterText } from './SpotsFilterCard.tsx';
import { CardPlaceholders } from './CardPlaceholders.tsx';
import { SignInForSpots } from './SignInForSpots.tsx';
import { useDrawnAfterFirst } from '../lib/use-drawn-after-first.ts';
import { useCoveredSinceLoad } from '../lib/use-covered-since-load.ts';

// The dialogs load when first opened, the Add Spot form's schema (and zod) with it (the JavaScript budget).
const SpotDetailDialog = lazy(() => import('../detail/SpotDetailDialog.tsx').then((m) => ({ default: m.SpotDetailDialog })));
const SpotTripDialog = lazy(() => import('../trips/SpotTripDialog.tsx').then((m) => ({ default: m.SpotTripDialog })));
const AddSpotDialog = lazy(() => import('../add/AddSpotDialog.tsx').then((m) => ({ default: m.AddSpotDialog })));
// The lists of cards (All Spots, Recommended, Nearby, Top Rated) load with the first of those tabs
// opened: /spots opens on the heat map.
const SpotGrid = lazy(() => import('./SpotGrid.tsx').then((m) => ({ default: m.SpotGrid })));

const TABS = ['heatmap', 'all', 'recommended', 'nearby', 'top'] as const;
type Tab = (typeof TABS)[number];

/**
 * /spots is a signed-in angler's screen (spec §6): while the sign-in state loads, the six placeholder
 * cards; a visitor is asked to sign in and nothing of the spots is fetched.
 */
export function SpotsPage() {
  const { user, isLoading } = useAuth();
  if (user) return <FishingSpots />;
  if (isLoading)
    return (
      <PageFrame className="max-w-6xl">
        <CardPlaceholders />
      </PageFrame>
    );
  return <SignInForSpots />;
}

/**
 * Fishing Spots (spec §2): Log Trip and Add New Spot, the filter card, and the tabs Heat Map (the
 * default), All Spots, Recommended, Nearby and Top Rated. The tab is kept in the address (?tab=all) so
 * a link opens the same view.
 */
function FishingSpots() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'heatmap';
  const setTab = (next: string) =>
    setParams(
      (p) => {
        if (next === 'heatmap') p.delete('tab');
        else p.set('tab', next);
        return p;
      },
      { replace: true },
    );

  const [filterText, setFilterText] = useState<FilterText>(NO_FILTER);
  const [heatFilter, setHeatFilter] = useState<HeatFilterState>(DEFAULT_HEAT_FILTER);
  const clearFilters = () => {
    setFilterText(NO_FILTER);
    setHeatFilter(DEFAULT_HEAT_FILTER);
  };
  const filter = useDeferredValue(useMemo(() => filterQuery(filterText), [filterText]));
  const [position, setPosition] = useState<Coordinates | null>(null);
  // A spot's detail opens from its card, or from a link that names it (?spot=<id>).
  const [viewing, setViewing] = useState<string | null>(() => params.get('spot'));
  const closeSpot = () => {
    setViewing(null);
    if (params.has('spot'))
      setParams(
        (p) => {
          p.delete('spot');
          return p;
        },
        { replace: true },
      );
  };
  const [trip, setTrip] = useState<TripTarget | null>(null);
  const [adding, setAdding] = useState(false);

  const all = useSpotsDirectory(filter);
  const top = useSpotsDirectory(filter, 'top-rated', tab === 'top');
  const recommended = useRecommendedSpots(tab === 'recommended');
  const nearby = useNearbySpots(position);

  const locate = () =>
    browserPosition().then(setPosition, (problem) => {
      // Spec §4: a refused position is only logged; the tab keeps asking.
      console.info('Location unavailable for nearby spots', problem);
    });
  const findNearby = () => {
    setTab('nearby');
    void locate();
  };

  // Stable, so the memoised heat map screen and cards are not re-rendered when the page is (the
  // directory's answer arriving, a filter typed).
  const actions: SpotActions = useMemo(
    () => ({ onView: setViewing, onLogTrip: (spot, options) => setTrip({ spot, customLocation: options?.customLocation ?? false }) }),
    [],
  );
  const onlyMatching = (list: typeof all.data) => list?.filter((spot) => matchesFilter(spot, filter));
  // The header, filters and tabs first; the open tab's content in the commit after (below the fold on a
  // phone; the grid's placeholders meanwhile, as while its spots load).
  // A spot's detail opened by its link on a phone covers the page: the open tab's content waits for it to close.
  const covered = useCoveredSinceLoad(!!viewing);
  const drawn = useDrawnAfterFirst() && !covered;

  return (
    <PageFrame className="max-w-6xl">
      <PageHeader
        icon={<MapPin aria-hidden />}
        title="Fishing Spots"
        description="Where the fish are biting, told by anglers who were there."
        actions={
          <>
            <Button variant="primary" onClick={() => actions.onLogTrip(null)}>
              <NotebookPen aria-hidden />
              Log Trip
            </Button>
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden />
              Add New Spot
            </Button>
          </>
        }
      />
      <SpotsFilterCard
        value={filterText}
        onChange={setFilterText}
        onClear={clearFilters}
        onFindNearby={findNearby}
        found={all.data?.length}
        more={tab === 'heatmap' ? <HeatFilters value={heatFilter} onChange={setHeatFilter} /> : undefined}
        moreSet={tab === 'heatmap' ? heatFiltersSet(heatFilter) : 0}
      />
      <Tabs value={tab} onValueChange={setTab} className="min-w-0">
        {/* One row on a phone too: five short names; each tab is still called by its full name. */}
        <TabsList className="max-sm:grid max-sm:grid-cols-5" aria-label="Spots views">
          <ViewTab value="heatmap" icon={Flame} name="Heat Map" short="Heat" />
          <ViewTab value="all" icon={List} name="All Spots" short="All" />
          <ViewTab value="recommended" icon={Sparkles} name="Recommended" short="For You" />
          <ViewTab value="nearby" icon={Navigation} name="Nearby" short="Nearby" />
          <ViewTab value="top" icon={Star} name="Top Rated" short="Top" />
        </TabsList>
        <TabsContent value="heatmap">
          <AfterFirst drawn={drawn} covered={covered}>
            <HeatMapScreen {...actions} filter={heatFilter} waterType={filterText.waterType} />
          </AfterFirst>
        </TabsContent>
        <TabsContent value="all">
          <AfterFirst drawn={drawn} covered={covered}>
            <SpotGrid
              spots={all.data}
              loading={all.isPending}
              empty={
                <EmptyState
                  icon={<MapPin aria-hidden />}
                  title="No fishing spots found"
                  description="Try other filters, or add a spot you know."
                />
              }
              {...actions}
            />
          </AfterFirst>
        </TabsContent>
        <TabsContent value="recommended">
          <AfterFirst drawn={drawn} covered={covered}>
            <SpotGrid
              spots={onlyMatching(recommended.data)}
              loading={recommended.isPending}
              empty={
                <EmptyState
                  icon={<Sparkles aria-hidden />}
                  title="No recommendations yet"
                  description="Log catches to get recommendations."
                />
              }
              {...actions}
            />
          </AfterFirst>
        </TabsContent>
        <TabsContent value="nearby">
          <AfterFirst drawn={drawn} covered={covered}>
            {position === null ? (
              <EmptyState
                icon={<LocateOff aria-hidden />}
                title="Location access needed"
                description="Allow location access to see spots within 50 km of you."
                action={
                  <Button variant="primary" onClick={() => void locate()}>
                    <Crosshair aria-hidden />
                    Get My Location
                  </Button>
                }
              />
            ) : (
              <SpotGrid
                spots={onlyMatching(nearby.data)}
                loading={nearby.isPending}
                empty={
                  <EmptyState
                    icon={<Navigation aria-hidden />}
                    title="No nearby spots found"
                    description="No spots within 50 km yet. Add one you know."
                  />
                }
                {...actions}
              />
            )}
          </AfterFirst>
        </TabsContent>
        <TabsContent value="top">
          <AfterFirst drawn={drawn} covered={covered}>
            <SpotGrid
              spots={top.data}
              loading={top.isPending}
              empty={
                <EmptyState
                  icon={<Star aria-hidden />}
                  title="No fishing spots found"
                  description="Spots rated 4 or higher show up here."
                />
              }
              {...actions}
            />
          </AfterFirst>
        </TabsContent>
      </Tabs>
      <MountWhenOpened open={!!viewing}>
        {viewing && <SpotDetailDialog spotId={viewing} onClose={closeSpot} onLogTrip={actions.onLogTrip} />}
      </MountWhenOpened>
      <MountWhenOpened open={!!trip}>
        <SpotTripDialog target={trip} onClose={() => setTrip(null)} />
      </MountWhenOpened>
      <MountWhenOpened open={adding}>
        <AddSpotDialog open={adding} onOpenChange={setAdding} />
      </MountWhenOpened>
    </PageFrame>
  );
}

/**
 * A tab's content once the page's first commit is drawn (useDrawnAfterFirst) and its code has come;
 * placeholder cards until then (still beneath a phone's sheet that covers the page: CardPlaceholders).
 */
function AfterFirst({ drawn, covered, children }: { drawn: boolean; covered: boolean; children: ReactNode }) {
  return drawn ? <Suspense fallback={<CardPlaceholders />}>{children}</Suspense> : <CardPlaceholders beneathSheet={covered} />;
}

/** A view's tab: its full name, or on a phone a short one (the full name stays the tab's accessible name). */
function ViewTab({ value, icon: Icon, name, short }: { value: string; icon: LucideIcon; name: string; short: string }) {
  return (
    <TabsTrigger value={value} className="max-sm:px-1 max-sm:text-xs">
      <Icon aria-hidden />
      <TabName name={name} short={short} />
    </TabsTrigger>
  );
}
