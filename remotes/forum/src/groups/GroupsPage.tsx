import { Compass, Users } from 'lucide-react';
import { EmptyState, PageFrame, PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '@tightlines/kit';

/** The groups frame (spec part 2 §2): Discover and My Groups. */
export function GroupsPage() {
  return (
    <PageFrame>
      <PageHeader icon={<Users aria-hidden />} title="Groups & Communities" description="Clubs, communities and tournament crews." />
      <Tabs defaultValue="discover">
        <TabsList className="max-w-sm">
          <TabsTrigger value="discover">
            <Compass aria-hidden />
            Discover
          </TabsTrigger>
          <TabsTrigger value="mine">
            <Users aria-hidden />
            My Groups
          </TabsTrigger>
        </TabsList>
        <TabsContent value="discover">
          <EmptyState icon={<Compass aria-hidden />} title="No groups found" description="Groups anglers create will show up here." />
        </TabsContent>
        <TabsContent value="mine">
          <EmptyState icon={<Users aria-hidden />} title="No groups yet" description="Groups you join will show up here." />
        </TabsContent>
      </Tabs>
    </PageFrame>
  );
}
