import { useId } from 'react';
import { NATIVE_AD_EVERY } from '@tightlines/contracts';
import { Button, useAuth } from '@tightlines/kit';
import { useDiscover } from '../api/posts.ts';
import { DEFAULT_DISCOVER_LOCATION } from './discover-place.ts';
import { PostList } from './PostList.tsx';

/**
 * A new angler's first screen has catches in it, not only people (the spec is silent; asserted in
 * FeedPage's tests): Discover's newest public catches near where they fish — their profile's place,
 * else Discover's own default — under the empty Following feed, with the way to all of Discover.
 */
export function FirstCatches({ onDiscover }: { onDiscover: () => void }) {
  const { user } = useAuth();
  const place = user?.location?.trim() || DEFAULT_DISCOVER_LOCATION;
  const posts = useDiscover({ location: place });
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="grid min-w-0 grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={heading} className="text-lg font-semibold">
          Catches near {place.split(',')[0]}
        </h2>
        <Button variant="outline" size="sm" onClick={onDiscover}>
          More in Discover
        </Button>
      </div>
      <PostList
        query={posts}
        adsEvery={NATIVE_AD_EVERY.discover}
        empty={<p className="text-sm text-muted-foreground">No catches shared near {place} yet: Discover has catches from everywhere.</p>}
      />
    </section>
  );
}
