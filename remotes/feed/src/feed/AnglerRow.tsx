import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MapPin, UserCheck, UserPlus } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage, Button, handleUnauthorized, toast } from '@tightlines/kit';
import type { AnglerSummary } from '@tightlines/contracts';
import { useListFollow } from '../api/suggestions.ts';
import { displayNameOf, initialsOf } from '../lib/display-name.ts';

/** Follow ↔ Following for an angler in a list; disabled while the request is on its way. */
export function ListFollowButton({ userId, name, initiallyFollowing }: { userId: string; name: string; initiallyFollowing: boolean }) {
  const [following, setFollowing] = useState(initiallyFollowing);
  const follow = useListFollow(userId);
  const toggle = () =>
    follow.mutate(!following, {
      onSuccess: (_answer, followed) => {
        setFollowing(followed);
        toast({ title: followed ? 'Now following this angler' : 'Unfollowed user' });
      },
      onError: (error, followed) => {
        if (!handleUnauthorized(error))
          toast({ title: followed ? 'Failed to follow user' : 'Failed to unfollow user', variant: 'destructive' });
      },
    });
  return (
    <Button
      size="sm"
      variant={following ? 'secondary' : 'default'}
      onClick={toggle}
      disabled={follow.isPending}
      aria-label={`${following ? 'Following' : 'Follow'} ${name}`}
    >
      {following ? <UserCheck aria-hidden /> : <UserPlus aria-hidden />}
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}

/** One angler in a list: picture, name (to the profile), place or reason, and their Follow button. */
export function AnglerRow({ angler, isFollowing, detail }: { angler: AnglerSummary; isFollowing: boolean; detail?: ReactNode }) {
  const name = displayNameOf(angler);
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-border bg-card p-3">
      <Link to={`/profile/${angler.id}`} className="shrink-0 rounded-full" aria-hidden tabIndex={-1}>
        <Avatar className="size-12">
          {angler.profileImageUrl && <AvatarImage src={angler.profileImageUrl} alt="" />}
          <AvatarFallback>{initialsOf(name)}</AvatarFallback>
        </Avatar>
      </Link>
      <div className="min-w-0 flex-1">
        <Link to={`/profile/${angler.id}`} className="block truncate font-semibold hover:underline">
          {name}
        </Link>
        {detail ??
          (angler.location && (
            <p className="flex items-center gap-1 truncate text-sm text-muted-foreground">
              <MapPin aria-hidden className="size-3.5 shrink-0" />
              {angler.location}
            </p>
          ))}
      </div>
      <ListFollowButton userId={angler.id} name={name} initiallyFollowing={isFollowing} />
    </li>
  );
}
