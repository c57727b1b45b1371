import { useState } from 'react';
import { Megaphone } from 'lucide-react';
import type { Ad } from '@tightlines/contracts';
import { cn } from '../ui/cn.ts';
import { dismiss, isDismissed } from './dismissed-ads.ts';
import { recordImpression, usePlacementAd } from './use-ads.ts';
import { useViewable } from './use-viewable.ts';
import { useOnScreen } from './use-on-screen.ts';
import { AdLink, DismissAd, SponsoredLabel, adImage } from './AdCreative.tsx';

export type SlotPlacement = 'header' | 'sidebar' | 'footer';

/**
 * The size each placement keeps from the first paint, loaded or not, so an ad arriving (or
 * none being eligible) never moves the page: a banner strip for header and footer (slimmer on a
 * phone, where the first screen is short), an IAB medium rectangle's column for the sidebar.
 */
const SLOT_SIZE: Record<SlotPlacement, string> = {
  header: 'h-14 sm:h-16',
  footer: 'h-20',
  sidebar: 'h-[21rem] w-[300px]',
};

/**
 * Ad art is drawn whole, never cropped (an ad's picture is often words): letterboxed on the muted
 * ground at the ratio the advertiser portal asks for (1.91:1, as 1200 × 628).
 */
const ART = 'shrink-0 bg-muted object-contain';

/**
 * A header, sidebar or footer ad (spec part 1 §2): refreshed every 5 minutes, labelled
 * Sponsored, dismissible for the session, counted only once viewable. With no eligible ad the
 * reserved space invites businesses to advertise instead of breaking or shifting the page.
 */
export function AdSlot({
  placement,
  className,
  portalHref = '/advertiser/login',
}: {
  placement: SlotPlacement;
  className?: string;
  portalHref?: string;
}) {
  // Its call waits for the screen's lead content (the slot shows its placeholder meanwhile): the page's own
  // reads and pictures go first on a slow connection, and the ad's answer is drawn in a render of its own.
  // The footer's waits, besides, until it comes on screen (it starts below the first screen): a page looked
  // at without scrolling never asks for it, draws it or downloads its art.
  const [slot, onScreen] = useOnScreen<HTMLElement>(placement === 'footer');
  const ad = usePlacementAd(placement, onScreen);
  const [closed, setClosed] = useState(() => isDismissed(`placement:${placement}`));
  const shown = ad.data && !isDismissed(ad.data.id) ? ad.data : null;
  if (closed) return null;
  // An empty sidebar collapses rather than hold a tall dashed box beside the page; it sits in its own
  // column, so nothing of the page moves. The strips keep their height with a one-line offer instead.
  if (placement === 'sidebar' && !ad.isPending && !shown) return null;
  const close = () => {
    if (shown) dismiss(shown.id, `placement:${placement}`);
    setClosed(true);
  };
  return (
    <aside ref={slot} aria-label={`Advertisement (${placement})`} className={cn('overflow-hidden', SLOT_SIZE[placement], className)}>
      {ad.isPending ? (
        // Still, unlike a placeholder of the page's own content: nobody waits for the ad, and its call waits
        // for the lead content, so a pulse here would keep frames drawn for the whole load.
        <div className="size-full rounded-2xl bg-muted" aria-hidden />
      ) : shown ? (
        placement === 'sidebar' ? (
          <SidebarAd ad={shown} onDismiss={close} />
        ) : (
          <BannerAd ad={shown} onDismiss={close} />
        )
      ) : (
        <HouseAd href={portalHref} />
      )}
    </aside>
  );
}

function BannerAd({ ad, onDismiss }: { ad: Ad; onDismiss: () => void }) {
  const ref = useViewable<HTMLDivElement>(ad.token, () => recordImpression(ad));
  const image = adImage(ad);
  return (
    <div ref={ref} data-ad-id={ad.id} className="flex size-full items-center gap-3 rounded-2xl border border-border bg-card px-2 shadow-sm">
      <AdLink
        ad={ad}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {image ? (
          <img src={image} alt="" width={88} height={46} className={cn(ART, 'aspect-[1.91/1] h-10 rounded-lg sm:h-12')} />
        ) : (
          <span
            className="inline-flex aspect-[1.91/1] h-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground sm:h-12"
            aria-hidden
          >
            <Megaphone className="size-5" />
          </span>
        )}
        <span className="min-w-0 flex-1">
          <SponsoredLabel sponsor={ad.sponsor} />
          <span className="mt-0.5 block truncate text-sm font-semibold">{ad.title}</span>
          <span className="block truncate text-sm text-muted-foreground max-sm:sr-only">{ad.content}</span>
        </span>
      </AdLink>
      <DismissAd onDismiss={onDismiss} title={ad.title} />
    </div>
  );
}

function SidebarAd({ ad, onDismiss }: { ad: Ad; onDismiss: () => void }) {
  const ref = useViewable<HTMLDivElement>(ad.token, () => recordImpression(ad));
  const image = adImage(ad);
  return (
    <div
      ref={ref}
      data-ad-id={ad.id}
      className="flex size-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
    >
      <div className="flex items-center justify-between gap-2 pl-3">
        <SponsoredLabel sponsor={ad.sponsor} />
        <DismissAd onDismiss={onDismiss} title={ad.title} />
      </div>
      <AdLink ad={ad} className="flex flex-1 flex-col focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        {image ? (
          <img src={image} alt="" width={300} height={157} className={cn(ART, 'aspect-[1.91/1] w-full')} />
        ) : (
          <span className="flex aspect-[1.91/1] w-full items-center justify-center bg-secondary text-secondary-foreground" aria-hidden>
            <Megaphone className="size-8" />
          </span>
        )}
        <span className="flex flex-1 flex-col gap-1 p-3">
          <span className="line-clamp-1 font-semibold">{ad.title}</span>
          <span className="line-clamp-2 text-sm text-muted-foreground">{ad.content}</span>
          <span className="mt-auto text-sm font-semibold text-primary">Learn more</span>
        </span>
      </AdLink>
    </div>
  );
}

/** What a strip shows when no campaign is eligible: our own quiet offer, never a blank or a broken box. */
function HouseAd({ href }: { href: string }) {
  return (
    <a
      href={href}
      className="flex size-full items-center justify-center gap-2 rounded-2xl bg-muted/50 px-4 text-center text-sm text-muted-foreground transition hover:bg-muted"
    >
      <Megaphone className="size-4 shrink-0" aria-hidden />
      <span>
        Reach anglers where they fish. <span className="font-semibold text-primary">Advertise on Tightlines</span>
      </span>
    </a>
  );
}
