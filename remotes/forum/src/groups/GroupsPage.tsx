import { useDeferredValue, useState, type ReactNode } from 'react';
import { Compass, Plus, Search, Users } from 'lucide-react';
import {
  Button,
  DialogTrigger,
  EmptyState,
  Input,
  NativeSelect,
  PageFrame,
  PageHeader,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  useAuth,
  SignInPrompt,
} from '@tightlines/kit';
import type { Group } from '@tightlines/contracts';
import { useDiscoverGroups, useMyGroups, type GroupTypeFilter } from '../api/groups.ts';
import { COMMUNITY_SIGN_IN } from '../ui/community-sign-in.ts';
import { GroupCard } from './GroupCard.tsx';
import { CreateGroupDialog } from './CreateGroupDialog.tsx';
import { TYPE_FILTERS } from './labels.ts';

/** Groups & Communities (spec §2): Create Group, and the Discover and My Groups tabs. */
export function GroupsPage() {
  const { user, isLoading } = useAuth();
  if (isLoading)
    return (
      <PageFrame aria-busy="true">
        <Skeleton className="h-96 rounded-2xl" />
      </PageFrame>
    );
  if (!user)
    return (
      <SignInPrompt icon={<Users aria-hidden />} title="Please log in to view groups" description={COMMUNITY_SIGN_IN} returnTo="/groups" />
    );
  return <Groups />;
}

function Groups() {
  const [creating, setCreating] = useState(false);
  const [search, setSearch] = useState('');
  const [type, setType] = useState<GroupTypeFilter>('all');
  const filter = useDeferredValue({ search: search.trim() || undefined, type });
  const discover = useDiscoverGroups(filter);
  const mine = useMyGroups();

  return (
    <PageFrame className="max-w-6xl">
      <PageHeader
        icon={<Users aria-hidden />}
        title="Groups & Communities"
        description="Clubs, communities and tournament crews."
        actions={
          <CreateGroupDialog
            open={creating}
            onOpenChange={setCreating}
            trigger={
              <DialogTrigger asChild>
                <Button>
                  <Plus aria-hidden />
                  Create Group
                </Button>
              </DialogTrigger>
            }
          />
        }
      />
      {/* A role given or taken, or a removal, comes live (the stream's group_membership): the groups are read again. */}
      <Tabs defaultValue="discover">
        <TabsList className="w-full sm:max-w-sm">
          <TabsTrigger value="discover" className="flex-1">
            <Compass aria-hidden />
            Discover
          </TabsTrigger>
          <TabsTrigger value="mine" className="flex-1">
            <Users aria-hidden />
            My Groups
          </TabsTrigger>
        </TabsList>
        <TabsContent value="discover">
          <div className="mb-5 grid gap-3 sm:grid-cols-[1fr_14rem]">
            <label className="relative">
              <span className="sr-only">Search groups</span>
              <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground" />
              <Input
                type="search"
                className="pl-11"
                placeholder="Search groups..."
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </label>
            <label>
              <span className="sr-only">Group type</span>
              <NativeSelect value={type} onChange={(e) => setType(e.target.value as GroupTypeFilter)}>
                {TYPE_FILTERS.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </NativeSelect>
            </label>
          </div>
          <GroupGrid
            groups={discover.data}
            loading={discover.isLoading}
            label="Discover groups"
            empty={
              <EmptyState
                icon={<Compass aria-hidden />}
                title="No groups found"
                description="Try other words or another type — or start the group yourself."
              />
            }
          />
        </TabsContent>
        <TabsContent value="mine">
          <GroupGrid
            groups={mine.data}
            loading={mine.isLoading}
            label="My groups"
            empty={
              <EmptyState
                icon={<Users aria-hidden />}
                title="No groups yet"
                description="Join a group from Discover, or start your own crew."
                action={
                  <Button onClick={() => setCreating(true)}>
                    <Plus aria-hidden />
                    Create Your First Group
                  </Button>
                }
              />
            }
          />
        </TabsContent>
      </Tabs>
    </PageFrame>
  );
}

function GroupGrid({ groups, loading, label, empty }: { groups: Group[] | undefined; loading: boolean; label: string; empty: ReactNode }) {
  if (loading) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count that never reorder.
          <Skeleton key={i} className="h-72 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (!groups || groups.length === 0) return <>{empty}</>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 [&>li]:min-w-0" aria-label={label}>
      {groups.map((g) => (
        <li key={g.id} className="flex">
          <GroupCard group={g} />
        </li>
      ))}
    </ul>
  );
}
