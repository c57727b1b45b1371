import { Camera, Trophy } from 'lucide-react';
import { Badge, ShieldedPlace, Skeleton, relativeTime } from '@tightlines/kit';
import { speciesName } from '@tightlines/contracts';
import { SPOT_POSTS_RADIUS_KM, useNearbyPosts } from '../api/spots.ts';

/** Posts near the spot (spec §3 Post (nearby list), §9: within 5 km), newest first. */
export function PostsTab({ latitude, longitude }: { latitude: number; longitude: number }) {
  const posts = useNearbyPosts({ latitude, longitude }, true);
  if (posts.isPending)
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading nearby posts">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  const items = posts.data?.items ?? [];
  if (items.length === 0)
    return (
      <p className="flex items-center gap-2 rounded-2xl bg-muted/60 p-4 text-muted-foreground">
        <Camera aria-hidden className="size-5 shrink-0" />
        No posts within {SPOT_POSTS_RADIUS_KM} km yet.
      </p>
    );
  return (
    <ul className="grid gap-3" aria-label="Nearby posts">
      {items.map((post) => {
        const size = [post.weight != null && `${post.weight} lbs`, post.length != null && `${post.length} in`].filter(Boolean).join(' · ');
        return (
          <li key={post.id} className="flex gap-3 rounded-2xl border border-border p-3">
            {post.thumbnailUrl || post.imageUrl ? (
              <img src={(post.thumbnailUrl ?? post.imageUrl)!} alt="" className="size-20 shrink-0 rounded-xl object-cover" loading="lazy" />
            ) : (
              <span className="flex size-20 shrink-0 items-center justify-center rounded-xl bg-muted">
                <Camera aria-hidden className="size-6 text-muted-foreground" />
              </span>
            )}
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                {post.type === 'catch' && post.species ? (speciesName(post.species) ?? post.species) : (post.title ?? 'Post')}
                {post.isPersonalBest && (
                  <Badge variant="accent">
                    <Trophy aria-hidden className="size-3" />
                    PB
                  </Badge>
                )}
              </p>
              {size && (
                <p className="text-sm">
                  {size}
                  {post.method ? ` · ${post.method}` : ''}
                </p>
              )}
              {post.description && <p className="line-clamp-2 text-sm text-muted-foreground">{post.description}</p>}
              <p className="text-xs text-muted-foreground">
                {post.userDisplayName ?? 'An angler'} · {relativeTime(post.createdAt)}
              </p>
              <ShieldedPlace
                as="p"
                className="text-xs"
                iconClassName="size-3.5"
                precision={post.locationPrecision}
                location={post.location}
                placeName={post.placeName}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
