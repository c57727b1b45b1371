import type { MouseEvent, ReactNode } from 'react';
import { X } from 'lucide-react';
import type { Ad } from '@tightlines/contracts';
import { apiAddress } from '../api/api-base.ts';
import { recordClick } from './use-ads.ts';

/** 'Sponsored' and who paid: every ad says it is one (FTC, IAB). */
export function SponsoredLabel({ sponsor }: { sponsor: string }) {
  return (
    <span className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
      <span className="shrink-0 rounded-full bg-secondary px-2 py-0.5 font-semibold text-secondary-foreground">Sponsored</span>
      <span className="truncate">{sponsor}</span>
    </span>
  );
}

/** Dismiss for the session (spec part 1 §4): a 44 px target in the ad's corner. */
export function DismissAd({ onDismiss, title }: { onDismiss: () => void; title: string }) {
  return (
    <button
      type="button"
      onClick={onDismiss}
      aria-label={`Dismiss ad: ${title}`}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted-foreground transition hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <X className="size-4" aria-hidden />
    </button>
  );
}

/**
 * The ad's link: opens the advertiser's https target in a new tab, marked `sponsored` (search
 * engines) and `noopener` (the target cannot reach back into our page), and bills the click
 * through the ad's signed token.
 */
export function AdLink({ ad, className, children, label }: { ad: Ad; className?: string; children: ReactNode; label?: string }) {
  return (
    <a
      href={ad.targetUrl}
      target="_blank"
      rel="sponsored noopener"
      className={className}
      aria-label={label}
      onClick={(_event: MouseEvent) => recordClick(ad)}
      onAuxClick={(event: MouseEvent) => {
        if (event.button === 1) recordClick(ad);
      }}
    >
      {children}
    </a>
  );
}

export const adImage = (ad: Ad) => (ad.imageUrl ? apiAddress(ad.imageUrl) : null);
