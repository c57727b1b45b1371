import { UserCheck, UserPlus } from 'lucide-react';
import { Button, handleUnauthorized, toast } from '@tightlines/kit';
import { useFollowMutation } from '../api/profiles.ts';

/** Follow ↔ Following on another angler's profile (spec part 1 §4). */
export function FollowButton({ userId, isFollowing }: { userId: string; isFollowing: boolean }) {
  const follow = useFollowMutation(userId);
  const shown = follow.isPending ? !!follow.variables : isFollowing;
  const toggle = () =>
    follow.mutate(!isFollowing, {
      onSuccess: (_answer, followed) => toast({ title: followed ? 'Now following this angler' : 'Unfollowed user' }),
      onError: (error, followed) => {
        if (!handleUnauthorized(error))
          toast({ title: followed ? 'Failed to follow user' : 'Failed to unfollow user', variant: 'destructive' });
      },
    });
  return (
    <Button variant={shown ? 'secondary' : 'default'} onClick={toggle} disabled={follow.isPending}>
      {shown ? <UserCheck aria-hidden /> : <UserPlus aria-hidden />}
      {shown ? 'Following' : 'Follow'}
    </Button>
  );
}
