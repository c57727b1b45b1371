import { NATIVE_AD_EVERY } from '@tightlines/contracts';
import { useEffect, useState } from 'react';
import { Compass, Crosshair, MapPin } from 'lucide-react';
import { Button, EmptyState, Input, Label, browserPosition, toast, type LocationProblem } from '@tightlines/kit';
import { useDiscover, type DiscoverPlace } from '../api/posts.ts';
import { usePopularSpots } from '../api/trips.ts';
import { useDebounced } from '../lib/use-debounced.ts';
import { PostList } from './PostList.tsx';
import { CURRENT_LOCATION_LABEL, DEFAULT_DISCOVER_LOCATION } from './discover-place.ts';

/**
 * Discover (value discover): public catches near a place. The place is typed, taken from
 * the browser ('Use Current', which sends coordinates instead of text) or picked from the
 * popular spots (their coordinates travel with their name).
 */
export function DiscoverTab() {
  const [text, setText] = useState(DEFAULT_DISCOVER_LOCATION);
  const [typed, setTyped] = useState(DEFAULT_DISCOVER_LOCATION);
  const [place, setPlace] = useState<DiscoverPlace>({ location: DEFAULT_DISCOVER_LOCATION });
  const [locating, setLocating] = useState(false);
  // Typing searches once it pauses; a button (Use Current, a spot) moves the place at once.
  const settledText = useDebounced(typed, 400);
  useEffect(() => {
    setPlace((current) => (current.location === settledText && current.latitude === undefined ? current : { location: settledText }));
  }, [settledText]);
  const posts = useDiscover(place);
  const spots = usePopularSpots();

  const locate = () => {
    setLocating(true);
    browserPosition()
      .then((position) => {
        setText(CURRENT_LOCATION_LABEL);
        setPlace({ location: '', ...position });
      })
      .catch((problem: LocationProblem) => toast({ ...problem, variant: 'destructive' }))
      .finally(() => setLocating(false));
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-2">
        <Label htmlFor="discover-location">Location</Label>
        {/* On a phone the place gets the whole width (a town's name was cut off beside the button). */}
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative flex-1">
            <MapPin aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground" />
            <Input
              id="discover-location"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setTyped(event.target.value);
              }}
              placeholder="City, lake or river"
              className="pl-10"
            />
          </div>
          <Button variant="outline" onClick={locate} disabled={locating}>
            <Crosshair aria-hidden />
            Use Current
          </Button>
        </div>
        {spots.data && spots.data.length > 0 && (
          <fieldset className="flex min-w-0 flex-wrap items-center gap-2" aria-label="Popular spots">
            <span className="text-sm font-medium text-muted-foreground">Popular spots:</span>
            {spots.data.map((spot) => (
              <Button
                key={spot.id}
                variant="secondary"
                size="sm"
                className="max-w-full rounded-full"
                aria-pressed={text === spot.name}
                onClick={() => {
                  setText(spot.name);
                  setPlace({ location: spot.name, latitude: spot.latitude, longitude: spot.longitude });
                }}
              >
                <span className="truncate">{spot.name}</span>
              </Button>
            ))}
          </fieldset>
        )}
      </div>
      <PostList
        query={posts}
        adsEvery={NATIVE_AD_EVERY.discover}
        near={
          place.latitude !== undefined && place.longitude !== undefined ? { latitude: place.latitude, longitude: place.longitude } : null
        }
        empty={
          <EmptyState icon={<Compass aria-hidden />} title="No catches found" description="Be the first to share a catch in this area!" />
        }
      />
    </div>
  );
}
