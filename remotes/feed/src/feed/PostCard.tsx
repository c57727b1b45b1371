import { memo } from 'react';
import { Link } from 'react-router';
import { Lock, Trophy, Users } from 'lucide-react';
import {
  Avatar,
  AvatarFallback,
  AvatarImage,
  Badge,
  HiddenNotice,
  leadContentDrawn,
  useAuth,
  useUnitSystem,
  relativeTime,
  ReportMenu,
  ShieldedPlace,
} from '@tightlines/kit';
import { speciesName, type Post } from '@tightlines/contracts';
import { formatCatchSize } from '../lib/units.ts';
import { initialsOf } from '../lib/display-name.ts';
import { LikeButton } from './LikeButton.tsx';
import { DeletePostButton } from './DeletePostButton.tsx';
import { PostPlaceButton } from './PostPlaceButton.tsx';
import { CatchConditionsLine } from './CatchConditionsLine.tsx';

const privacyNote = { public: null, mates: { icon: Users, label: 'Mates only' }, private: { icon: Lock, label: 'Only you' } } as const;

/**
 * One post, picture first (design: "catch cards are picture-first, with species, size and
 * place beneath"): who shared it and when, the photo or video, then what was caught.
 *
 * Memoised: a feed reveals its cards a step at a time (kit useRevealed) and every step re-rendered each
 * card already shown — 20 cards cost 210 card renders, each formatting its size and merging its classes
 * again (total blocking time). A card renders again only when its post changes (a like, an edit:
 * the cache gives the post a new identity) or the signed-in angler or unit system does (contexts).
 */
export const PostCard = memo(function PostCard({ post, lead = false }: { post: Post; lead?: boolean }) {
  const { user } = useAuth();
  const author = post.userDisplayName || 'Angler';
  const size = formatCatchSize(post.weight, post.length, useUnitSystem());
  const privacy = privacyNote[post.privacy];
  const heading = post.type === 'catch' && post.species ? speciesName(post.species) : post.title;
  return (
    <article
      className="skip-offscreen overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
      aria-label={heading ? `${heading} by ${author}` : `Post by ${author}`}
    >
      <header className="flex items-center gap-3 px-4 py-3">
        <Link
          to={`/profile/${post.userId}`}
          className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Avatar>
            {post.userProfileImage && <AvatarImage src={post.userProfileImage} alt="" />}
            <AvatarFallback>{initialsOf(author)}</AvatarFallback>
          </Avatar>
          <span className="min-w-0">
            <span className="block truncate font-semibold">{author}</span>
            <span className="flex items-center gap-1 text-sm text-muted-foreground">
              <time dateTime={post.createdAt}>{relativeTime(post.createdAt)}</time>
              {privacy && (
                <>
                  <span aria-hidden>·</span>
                  <privacy.icon aria-hidden className="size-3.5" />
                  {privacy.label}
                </>
              )}
            </span>
          </span>
        </Link>
        {user?.id === post.userId && post.locationPrecision && <PostPlaceButton post={post} />}
        {user?.id === post.userId && <DeletePostButton postId={post.id} />}
        <ReportMenu kind="post" itemId={post.id} authorId={post.userId} what="this post" />
      </header>
      {/* Only its author ever receives a hidden post: why, and where to appeal. */}
      {post.hidden && (
        <div className="px-4 pb-3">
          <HiddenNotice hidden={post.hidden} />
        </div>
      )}
      {post.imageUrl && (
        // The lead card's photo is the page's largest paint on a phone: fetched at once and first, not lazily;
        // once it is in, what the first screenful does not need (ads, the live stream) may start.
        <img
          src={post.imageUrl}
          alt={heading ?? 'Shared photo'}
          loading={lead ? 'eager' : 'lazy'}
          fetchPriority={lead ? 'high' : 'auto'}
          onLoad={lead ? leadContentDrawn : undefined}
          onError={lead ? leadContentDrawn : undefined}
          className="aspect-[4/3] w-full bg-muted object-cover"
        />
      )}
      {post.videoUrl && (
        // biome-ignore lint/a11y/useMediaCaption: anglers share their videos without captions; there is no track to give.
        <video src={post.videoUrl} controls preload="metadata" className="aspect-video w-full bg-black" />
      )}
      <div className="grid gap-2 px-4 pt-3">
        {heading && (
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-bold tracking-tight">{heading}</h3>
            {post.isPersonalBest && (
              <Badge variant="accent">
                <Trophy aria-hidden className="size-3.5" />
                Personal Best
              </Badge>
            )}
          </div>
        )}
        {post.type === 'catch' && (size || post.method) && (
          <p className="flex flex-wrap gap-x-3 gap-y-1 font-medium text-foreground">
            {size && <span>{size}</span>}
            {post.method && <span className="text-muted-foreground">{post.method}</span>}
          </p>
        )}
        <ShieldedPlace precision={post.locationPrecision} location={post.location} placeName={post.placeName} />
        {post.conditions && <CatchConditionsLine conditions={post.conditions} />}
        {post.description && <p className="whitespace-pre-line">{post.description}</p>}
        {post.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="secondary">#{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
      <footer className="flex items-center px-2 py-1">
        <LikeButton post={post} />
      </footer>
    </article>
  );
});
