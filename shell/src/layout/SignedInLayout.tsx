import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { SignedInUser, User } from '@tightlines/contracts';
import { AdSidebar, AdSlot, cn, useLiveUpdates, warmUpDismissedAds, warmUpIntl } from '@tightlines/kit';
import { Header } from './Header.tsx';
import { BottomNav } from './BottomNav.tsx';
import { PageSkeleton } from '../screens/PageSkeleton.tsx';
import { FooterLinks } from './FooterLinks.tsx';
import { StandingBanner } from './StandingBanner.tsx';
import { SHELL_COLUMNS } from './shell-columns.ts';

/** The screens whose first cards need an Intl formatter: the home's trip dates, the tournaments' dates and prize money. */
const firstFormatsOf = (pathname: string) =>
  pathname === '/' ? 'dates' : /^\/tournaments(\/|$)/.test(pathname) ? 'dates and numbers' : undefined;

/** Whether this page has drawn the signed-in frame once: later mounts (another branch of the app) draw it at once. */
let framed = false;

/**
 * Header on top (and a restricted angler's standing under it), the remote's page in the middle, the bottom
 * bar on phones; the live stream open meanwhile.
 */
export function SignedInLayout({
  user,
  children,
}: {
  user: User & Partial<Pick<SignedInUser, 'standing' | 'suspendedUntil'>>;
  children: ReactNode;
}) {
  // One live stream per signed-in tab: new messages, group messages and notifications reach every remote's reads.
  useLiveUpdates(user.id);
  // The angler often arrives through the query cache's store (the /api/auth/user read landing after the
  // app mounted), and a store's update renders synchronously, in one task: the whole frame — header, menus,
  // ad slots, the remote's slot — was a 56 ms task on a fast machine (the profile's load, unthrottled; x4 in
  // Lighthouse). The page's first frame is drawn in a transition instead (in slices): the same skeleton the
  // app shows while sign-in loads stays meanwhile (total blocking time).
  const ready = useDeferredValue(true, framed ? undefined : false);
  useEffect(() => {
    if (ready) framed = true;
  }, [ready]);
  // The page's first date or number formatter, made in a task of its own before the screen's cards need
  // one: scheduled from this first render (between the transition's slices), once per page (kit warmUpIntl).
  // Only where the first cards format dates or money: elsewhere the warm-up was a task nothing needed.
  const { pathname } = useLocation();
  const firstFormats = firstFormatsOf(pathname);
  if (firstFormats) warmUpIntl(firstFormats);
  // Likewise the tab's sessionStorage, which the ad slots read (dismissed ads) when they first render, where
  // this browser session has dismissed any (kit dismissed-ads.ts).
  warmUpDismissedAds();
  if (!ready) return <PageSkeleton />;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-card focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <Header user={user} />
      <StandingBanner standing={user} />
      {/* One grid for the header and the body (SHELL_COLUMNS): the page's column and, on a wide screen, the
          sidebar ad's beside it, both under the header's own edges — no dead gaps, no ad pinned to the far
          edge. Spec part 1 §2: header, sidebar (desktop) and footer ad placements. */}
      <div className={cn(SHELL_COLUMNS, 'flex-1 xl:grid xl:grid-cols-[minmax(0,1fr)_300px] xl:gap-8 xl:pr-6')}>
        {/* At least a screen tall, so the footer strip starts below the fold: a page growing as its
            remote and data arrive pushes nothing a person sees (it moved the footer into view and
            out again — Lighthouse's only layout shift on profile, forum, spots and tournaments). */}
        <main id="content" className="min-h-dvh min-w-0">
          <AdSlot placement="header" className="mt-2 px-4 sm:px-6" />
          {children}
        </main>
        <AdSidebar className="pt-2 max-xl:hidden" />
      </div>
      <footer className={cn(SHELL_COLUMNS, 'px-4 pt-2 pb-24 sm:px-6 md:pb-4')}>
        <AdSlot placement="footer" />
        <FooterLinks />
      </footer>
      <BottomNav />
    </div>
  );
}
