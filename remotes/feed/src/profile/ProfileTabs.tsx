import { Suspense } from 'react';
import { BarChart3, Fish, Grid3x3 } from 'lucide-react';
import { Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from '@tightlines/kit';
import { PostsGrid } from './PostsGrid.tsx';
import { StatsTab, TripsTab } from './later-parts.ts';

/** A tab's place while its chunk arrives (the first time it is opened). */
function TabLoading({ label }: { label: string }) {
  return <Skeleton className="h-40 rounded-2xl" role="status" aria-busy="true" aria-label={label} />;
}

/** A profile's three tabs (spec part 1 §2): Posts, the grid, first; Trips and Statistics load when first opened. */
export function ProfileTabs({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  return (
    <Tabs defaultValue="posts" className="mt-6">
      <TabsList className="max-w-md">
        <TabsTrigger value="posts">
          <Grid3x3 aria-hidden />
          Posts
        </TabsTrigger>
        {/* A tab's chunk starts as the pointer or focus comes to its trigger, before the press. */}
        <TabsTrigger value="trips" onPointerEnter={() => void TripsTab.load()} onFocus={() => void TripsTab.load()}>
          <Fish aria-hidden />
          Trips
        </TabsTrigger>
        <TabsTrigger value="stats" onPointerEnter={() => void StatsTab.load()} onFocus={() => void StatsTab.load()}>
          <BarChart3 aria-hidden />
          Statistics
        </TabsTrigger>
      </TabsList>
      <TabsContent value="posts">
        <PostsGrid userId={userId} isOwner={isOwner} />
      </TabsContent>
      <TabsContent value="trips">
        <Suspense fallback={<TabLoading label="Loading trips" />}>
          <TripsTab userId={userId} isOwner={isOwner} />
        </Suspense>
      </TabsContent>
      <TabsContent value="stats">
        <Suspense fallback={<TabLoading label="Loading statistics" />}>
          <StatsTab userId={userId} isOwner={isOwner} />
        </Suspense>
      </TabsContent>
    </Tabs>
  );
}
