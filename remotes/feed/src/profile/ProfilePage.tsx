import { useParams } from 'react-router';
import { BarChart3, Grid3x3, MapPin } from 'lucide-react';
import {
  Avatar,
  AvatarFallback,
  AvatarImage,
  EmptyState,
  PageFrame,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  logoDataUrl,
  useAuth,
} from '@tightlines/kit';

/**
 * The profile frame (spec part 1 §2): the owner's view when no id or their own id is given,
 * a visitor's view otherwise. Other anglers' data, stats and editing arrive in a later issue.
 */
export function ProfilePage() {
  const { id } = useParams();
  const { user } = useAuth();
  const isOwner = !id || id === user?.id;
  const owner = isOwner ? user : undefined;
  const name = owner ? owner.displayName || [owner.firstName, owner.lastName].filter(Boolean).join(' ') || 'Angler' : 'Angler profile';
  return (
    <PageFrame className="max-w-4xl">
      <div className="overflow-hidden rounded-3xl border border-border bg-card shadow-sm">
        <div
          className="h-32 bg-gradient-to-r from-[#06283a] via-[#0a4560] to-[#0f6e7e] bg-cover bg-center sm:h-44"
          style={owner?.bannerImageUrl ? { backgroundImage: `url(${owner.bannerImageUrl})` } : undefined}
        />
        <div className="flex flex-col gap-3 px-5 pb-5 sm:flex-row sm:items-end sm:gap-5">
          <Avatar className="-mt-12 size-24 border-4 border-card sm:size-28">
            <AvatarImage src={owner?.profileImageUrl || logoDataUrl} alt="" />
            <AvatarFallback>{name.slice(0, 1)}</AvatarFallback>
          </Avatar>
          <div className="min-w-0 pb-1">
            <h1 className="truncate text-2xl font-bold tracking-tight sm:text-3xl">{name}</h1>
            {owner?.location && (
              <p className="mt-1 flex items-center gap-1 text-muted-foreground">
                <MapPin className="size-4" aria-hidden />
                {owner.location}
              </p>
            )}
            {owner?.bio && <p className="mt-2 max-w-prose">{owner.bio}</p>}
          </div>
        </div>
      </div>
      <Tabs defaultValue="posts" className="mt-6">
        <TabsList className="max-w-sm">
          <TabsTrigger value="posts">
            <Grid3x3 aria-hidden />
            Posts
          </TabsTrigger>
          <TabsTrigger value="stats">
            <BarChart3 aria-hidden />
            Statistics
          </TabsTrigger>
        </TabsList>
        <TabsContent value="posts">
          <EmptyState
            icon={<Grid3x3 aria-hidden />}
            title="No posts yet"
            description={isOwner ? 'Share your first catch to start your collection.' : "This angler hasn't shared anything yet."}
          />
        </TabsContent>
        <TabsContent value="stats">
          <EmptyState
            icon={<BarChart3 aria-hidden />}
            title="No statistics yet"
            description="Catches shared here become personal bests and a species breakdown."
          />
        </TabsContent>
      </Tabs>
    </PageFrame>
  );
}
