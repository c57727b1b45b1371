import { startTransition, Suspense, useState } from 'react';
import { Compass, Fish, Rss, UserSearch } from 'lucide-react';
import { PageFrame, PageHeader, Tabs, TabsContent, TabsList, TabsTrigger, lazyComponent, useAuth } from '@tightlines/kit';
import { AnglerActions } from '../share/AnglerActions.tsx';
import { FollowingTab } from './FollowingTab.tsx';
import { HomeSideColumn } from './HomeSideColumn.tsx';
import { PostCardSkeletons } from './PostCardSkeleton.tsx';

// Following is the home's first screen; Discover and Find People load when first opened (or pointed at),
// not with the home nor with every page of the feed remote (their routes come in one module).
const DiscoverTab = lazyComponent(() => import('./DiscoverTab.tsx').then((m) => m.DiscoverTab));
const FindPeopleTab = lazyComponent(() => import('./FindPeopleTab.tsx').then((m) => m.FindPeopleTab));

/** Hands over the two tabs already imported (component tests open them synchronously). */
export function provideFeedTabs(tabs: {
  DiscoverTab: typeof import('./DiscoverTab.tsx').DiscoverTab;
  FindPeopleTab: typeof import('./FindPeopleTab.tsx').FindPeopleTab;
}): void {
  DiscoverTab.provide(tabs.DiscoverTab);
  FindPeopleTab.provide(tabs.FindPeopleTab);
}

export type FeedTab = 'feed' | 'discover' | 'search';

/** The home feed (spec part 1 §2): Share Catch, Share Content, Log Trip; Following, Discover, Find People. */
export function FeedPage() {
  const { user } = useAuth();
  const [tab, setTab] = useState<FeedTab>('feed');
  const firstName = user?.firstName || user?.displayName;
  return (
    // On a desktop (xl) the feed keeps its reading width and a side column sits beside it.
    <PageFrame className="max-w-2xl xl:grid xl:max-w-[66rem] xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start xl:gap-8">
      <div className="min-w-0">
        <PageHeader
          icon={<Fish aria-hidden />}
          title="Your Feed"
          description={firstName ? `Tight lines, ${firstName}! Here is what your mates are catching.` : 'What your mates are catching.'}
          className="sm:flex-col sm:items-stretch"
          actions={
            <div className="grid w-full grid-cols-3 gap-2 [&>button]:px-2 max-sm:[&>button]:gap-1.5">
              <AnglerActions />
            </div>
          }
        />
        {/* The tab's content renders as a transition, in slices: the press paints at once instead of after
            the whole of Discover's first render (Interaction to Next Paint, bench/inp). */}
        <Tabs value={tab} onValueChange={(value) => startTransition(() => setTab(value as FeedTab))}>
          <TabsList>
            <TabsTrigger value="feed">
              <Rss aria-hidden />
              Following
            </TabsTrigger>
            <TabsTrigger value="discover" onPointerEnter={() => void DiscoverTab.load()} onFocus={() => void DiscoverTab.load()}>
              <Compass aria-hidden />
              Discover
            </TabsTrigger>
            <TabsTrigger value="search" onPointerEnter={() => void FindPeopleTab.load()} onFocus={() => void FindPeopleTab.load()}>
              <UserSearch aria-hidden />
              Find People
            </TabsTrigger>
          </TabsList>
          <TabsContent value="feed">
            <FollowingTab onFindPeople={() => setTab('search')} onDiscover={() => setTab('discover')} />
          </TabsContent>
          <TabsContent value="discover">
            <Suspense fallback={<PostCardSkeletons />}>
              <DiscoverTab />
            </Suspense>
          </TabsContent>
          <TabsContent value="search">
            <Suspense fallback={null}>
              <FindPeopleTab />
            </Suspense>
          </TabsContent>
        </Tabs>
      </div>
      <HomeSideColumn />
    </PageFrame>
  );
}
