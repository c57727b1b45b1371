import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { Database, MapPin, MessageCircle, Pencil, Settings, UserX } from 'lucide-react';
import {
  Avatar,
  AvatarFallback,
  AvatarImage,
  Button,
  EmptyState,
  PageFrame,
  Skeleton,
  logoDataUrl,
  ReportMenu,
  HiddenNotice,
  useAuth,
  ApiError,
} from '@tightlines/kit';
import type { Profile } from '@tightlines/contracts';
import { useProfile } from '../api/profiles.ts';
import { displayNameOf, initialsOf } from '../lib/display-name.ts';
import { useAfterFirstPaint } from '../lib/use-after-first-paint.ts';
import { useLazyDialogs } from '../lib/use-lazy-dialogs.ts';
import { AnglerActions } from '../share/AnglerActions.tsx';
import { BannerEditor } from './BannerEditor.tsx';
import { FollowButton } from './FollowButton.tsx';
import { MatesHint } from './MatesHint.tsx';
import { StatsRow } from './StatsRow.tsx';
import { EditProfileDialog, TripSettingsDialog, YourDataDialog } from './later-parts.ts';
import { ProfileTabs } from './ProfileTabs.tsx';

/**
 * A profile (spec part 1 §2): the owner's view at /profile or their own id, a visitor's
 * view otherwise; banner, avatar, name, place, bio, the stats row and the two tabs.
 */
export function ProfilePage() {
  const { id } = useParams();
  const { user } = useAuth();
  const userId = id ?? user?.id;
  const isOwner = !!user && (!id || id === user.id);
  const profile = useProfile(userId);

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && (profile.error.status === 404 || profile.error.status === 400);
    return (
      <PageFrame className="max-w-2xl">
        <EmptyState
          headingLevel={1}
          icon={<UserX aria-hidden />}
          title={missing ? 'User not found' : "Couldn't load this profile"}
          description={missing ? "This profile doesn't exist or has been removed." : 'Check your connection and try again.'}
          action={!missing && <Button onClick={() => profile.refetch()}>Try again</Button>}
        />
      </PageFrame>
    );
  }
  return <ProfileView profile={profile.data} isOwner={isOwner} />;
}

type OwnerDialog = 'edit' | 'trips' | 'data';

function ProfileView({ profile, isOwner }: { profile: Profile; isOwner: boolean }) {
  const { open: dialog, opened, show: open, toggle } = useLazyDialogs<OwnerDialog>();
  // The header paints first; the tabs and their grid, under it on a phone, in the next task.
  const tabsShown = useAfterFirstPaint();
  const name = displayNameOf(profile);
  return (
    <PageFrame className="max-w-4xl">
      <section className="overflow-hidden rounded-3xl border border-border bg-card shadow-sm" aria-label="Profile">
        <div
          className="relative h-36 bg-gradient-to-r from-[#06283a] via-[#0a4560] to-[#0f6e7e] bg-cover bg-center sm:h-52"
          style={profile.bannerImageUrl ? { backgroundImage: `url(${JSON.stringify(profile.bannerImageUrl)})` } : undefined}
          data-testid="profile-banner"
        >
          {isOwner ? (
            <div className="absolute right-3 bottom-3">
              <BannerEditor userId={profile.id} />
            </div>
          ) : (
            <div className="absolute top-3 right-3 rounded-full bg-card/90">
              <ReportMenu kind="profile" itemId={profile.id} authorId={profile.id} what={`${name}'s profile`} />
            </div>
          )}
        </div>
        <div className="flex flex-col gap-4 px-4 pb-4 sm:px-6">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            {/* The name sits under the picture, so the actions beside it keep one row on a desktop (they stacked there). */}
            <div className="flex min-w-0 flex-col gap-3">
              <Avatar className="-mt-14 size-28 border-4 border-card shadow-md sm:size-32">
                <AvatarImage src={profile.profileImageUrl || logoDataUrl} alt="" />
                <AvatarFallback className="text-2xl">{initialsOf(name)}</AvatarFallback>
              </Avatar>
              <div className="min-w-0 pb-1">
                <h1 className="truncate text-2xl font-bold tracking-tight sm:text-3xl">{name}</h1>
                {profile.location && (
                  <p className="mt-1 flex items-center gap-1 text-muted-foreground">
                    <MapPin className="size-4 shrink-0" aria-hidden />
                    {profile.location}
                  </p>
                )}
              </div>
            </div>
            {/* On a phone the two actions share one row (they stacked one above the other). */}
            <div className="flex flex-wrap gap-2 max-sm:grid max-sm:grid-cols-2 max-sm:[&>*]:px-2 max-sm:[&>*:only-child]:col-span-2 md:shrink-0 md:flex-nowrap md:pb-1">
              {isOwner ? (
                <>
                  <Button variant="outline" onClick={() => open('edit')}>
                    <Pencil aria-hidden />
                    Edit Profile
                  </Button>
                  <Button variant="outline" onClick={() => open('trips')}>
                    <Settings aria-hidden />
                    Trip Settings
                  </Button>
                </>
              ) : (
                <>
                  <FollowButton userId={profile.id} isFollowing={profile.isFollowing} />
                  {profile.canMessage && (
                    <Button asChild variant="outline">
                      <Link to={`/messages?with=${encodeURIComponent(profile.id)}`}>
                        <MessageCircle aria-hidden />
                        Message
                      </Link>
                    </Button>
                  )}
                </>
              )}
            </div>
          </div>
          {!isOwner && !profile.canMessage && <MatesHint name={name} isFollowing={profile.isFollowing} />}
          {/* Only the angler receives the mark: to others a hidden profile is nameless. */}
          <HiddenNotice hidden={profile.hidden} />
          {profile.bio && <p className="max-w-prose whitespace-pre-line">{profile.bio}</p>}
          {isOwner && (
            <div className="grid grid-cols-3 gap-2 [&>button]:px-2 max-sm:gap-1.5 max-sm:[&>button]:px-1 max-sm:[&>button]:text-sm max-sm:[&>button]:leading-tight max-sm:[&>button]:whitespace-normal max-sm:[&>button_svg]:hidden sm:flex sm:flex-wrap">
              <AnglerActions />
            </div>
          )}
          {isOwner && (
            <div className="-mt-2 flex justify-end">
              <Button variant="ghost" size="sm" className="text-muted-foreground" onClick={() => open('data')}>
                <Database aria-hidden />
                Your Data: export or delete
              </Button>
            </div>
          )}
        </div>
        <StatsRow counts={profile.counts} />
      </section>
      {/* Meanwhile a placeholder the tab list's height: what comes only grows the page below it. */}
      {tabsShown ? <ProfileTabs userId={profile.id} isOwner={isOwner} /> : <div className="mt-6 h-10" />}
      {isOwner && (
        <Suspense fallback={null}>
          {opened.has('edit') && <EditProfileDialog user={profile} open={dialog === 'edit'} onOpenChange={toggle('edit')} />}
          {opened.has('trips') && <TripSettingsDialog user={profile} open={dialog === 'trips'} onOpenChange={toggle('trips')} />}
          {opened.has('data') && <YourDataDialog open={dialog === 'data'} onOpenChange={toggle('data')} />}
        </Suspense>
      )}
    </PageFrame>
  );
}

function ProfileSkeleton() {
  return (
    <PageFrame className="max-w-4xl" aria-busy="true" aria-label="Loading profile">
      <div className="overflow-hidden rounded-3xl border border-border bg-card">
        <Skeleton className="h-36 rounded-none sm:h-52" />
        <div className="flex items-end gap-4 px-6 pb-6">
          <Skeleton className="-mt-14 size-28 rounded-full border-4 border-card" />
          <div className="grid gap-2">
            <Skeleton className="h-7 w-48" />
            <Skeleton className="h-4 w-32" />
          </div>
        </div>
      </div>
    </PageFrame>
  );
}
