import { Flame, List, MapPin, Navigation, Sparkles, Star } from 'lucide-react';
import { EmptyState, PageFrame, PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '@tightlines/kit';

const tabs = [
  { value: 'heatmap', label: 'Heat Map', icon: Flame },
  { value: 'all', label: 'All Spots', icon: List },
  { value: 'recommended', label: 'Recommended', icon: Sparkles },
  { value: 'nearby', label: 'Nearby', icon: Navigation },
  { value: 'top', label: 'Top Rated', icon: Star },
];

/** The spots frame (spec part 2 §2): the Heat Map tab first and default. */
export function SpotsPage() {
  return (
    <PageFrame className="max-w-6xl">
      <PageHeader icon={<MapPin aria-hidden />} title="Fishing Spots" description="Where the fish are biting, told by anglers who were there." />
      <Tabs defaultValue="heatmap">
        <TabsList className="overflow-x-auto">
          {tabs.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value }) => (
          <TabsContent key={value} value={value}>
            <EmptyState icon={<MapPin aria-hidden />} title="No fishing spots found" description="Spots anglers add will show up here." />
          </TabsContent>
        ))}
      </Tabs>
    </PageFrame>
  );
}
