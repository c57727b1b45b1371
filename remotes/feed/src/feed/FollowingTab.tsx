import { NATIVE_AD_EVERY } from '@tightlines/contracts';
import { Users } from 'lucide-react';
import { Button, EmptyState } from '@tightlines/kit';
import { useFollowingFeed } from '../api/posts.ts';
import { PostList } from './PostList.tsx';
import { SuggestedAnglers } from './SuggestedAnglers.tsx';

/** Following (value feed): posts of the anglers I follow, or how to find some. */
export function FollowingTab({ onFindPeople }: { onFindPeople: () => void }) {
  const feed = useFollowingFeed();
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
          <SuggestedAnglers />
        </div>
      }
    />
  );
}
