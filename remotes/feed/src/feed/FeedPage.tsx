import { useState } from 'react';
import { Compass, Fish, Rss, UserSearch, Users } from 'lucide-react';
import { Button, EmptyState, PageFrame, PageHeader, Tabs, TabsContent, TabsList, TabsTrigger, useAuth } from '@tightlines/kit';

export type FeedTab = 'feed' | 'discover' | 'search';

/**
 * The home feed's frame: Following, Discover and Find People (spec part 1 §2). The share
 * buttons arrive with their dialogs; until then the page offers no button that does nothing.
 */
export function FeedPage() {
  const { user } = useAuth();
  const [tab, setTab] = useState<FeedTab>('feed');
  const firstName = user?.firstName || user?.displayName;
  return (
    <PageFrame className="max-w-3xl">
      <PageHeader
        icon={<Fish aria-hidden />}
        title="Your Feed"
        description={firstName ? `Tight lines, ${firstName}! Here is what your mates are catching.` : 'What your mates are catching.'}
      />
      <Tabs value={tab} onValueChange={(value) => setTab(value as FeedTab)}>
        <TabsList>
          <TabsTrigger value="feed">
            <Rss aria-hidden />
            Following
          </TabsTrigger>
          <TabsTrigger value="discover">
            <Compass aria-hidden />
            Discover
          </TabsTrigger>
          <TabsTrigger value="search">
            <UserSearch aria-hidden />
            Find People
          </TabsTrigger>
        </TabsList>
        <TabsContent value="feed">
          <EmptyState
            icon={<Users aria-hidden />}
            title="Your feed is empty"
            description="Follow other anglers to see their catches and trips here."
            action={<Button onClick={() => setTab('search')}>Find People</Button>}
          />
        </TabsContent>
        <TabsContent value="discover">
          <EmptyState
            icon={<Compass aria-hidden />}
            title="No catches found"
            description="Be the first to share a catch in this area!"
          />
        </TabsContent>
        <TabsContent value="search">
          <EmptyState
            icon={<UserSearch aria-hidden />}
            title="Find People"
            description="Search for anglers by name to follow their catches."
          />
        </TabsContent>
      </Tabs>
    </PageFrame>
  );
}
