import { NATIVE_AD_EVERY } from '@tightlines/contracts';
import { Users } from 'lucide-react';
import { Button, EmptyState, useWideScreen } from '@tightlines/kit';
import { useFollowingFeed } from '../api/posts.ts';
import { PostList } from './PostList.tsx';
import { SuggestedAnglers } from './SuggestedAnglers.tsx';
import { FirstCatches } from './FirstCatches.tsx';

/**
 * Following (value feed): posts of the anglers I follow, or — empty — how to find some and catches to
 * look at meanwhile. One list of anglers to follow on a screen: beside the feed on a desktop (the side
 * column has it), under the empty state where there is no side column.
 */
export function FollowingTab({ onFindPeople, onDiscover }: { onFindPeople: () => void; onDiscover: () => void }) {
  const feed = useFollowingFeed();
  const sideColumnShown = useWideScreen();
  return (
    <PostList
      query={feed}
      adsEvery={NATIVE_AD_EVERY.following}
      empty={
        <div className="grid min-w-0 grid-cols-1 gap-6 [&>*]:min-w-0">
          <EmptyState
            icon={<Users aria-hidden />}
            title="Your feed is empty"
            description="Follow other anglers to see their catches and trips here."
            action={<Button onClick={onFindPeople}>Find People</Button>}
          />
          {!sideColumnShown && <SuggestedAnglers limit={4} />}
          <FirstCatches onDiscover={onDiscover} />
        </div>
      }
    />
  );
}
