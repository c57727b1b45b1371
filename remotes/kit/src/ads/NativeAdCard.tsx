import { memo, useState } from 'react';
import type { Ad } from '@tightlines/contracts';
import { dismiss, isDismissed } from './dismissed-ads.ts';
import { recordImpression } from './use-ads.ts';
import { useViewable } from './use-viewable.ts';
import { AdLink, DismissAd, SponsoredLabel, adImage } from './AdCreative.tsx';

/**
 * A native ad in a feed (spec part 1 §2): shaped like a post card, picture first, clearly
 * labelled Sponsored, dismissible for the session, its impression counted once it is viewable.
 * The picture keeps its box (16:9) before it loads, so nothing below it moves.
 */
// Memoised: a feed's reveal steps re-render the list, not each card already shown.
export const NativeAdCard = memo(function NativeAdCard({ ad }: { ad: Ad }) {
  const [dismissed, setDismissed] = useState(() => isDismissed(ad.id));
  const ref = useViewable<HTMLElement>(dismissed ? null : ad.token, () => recordImpression(ad));
  if (dismissed) return null;
  const image = adImage(ad);
  return (
    <article
      ref={ref}
      data-ad-id={ad.id}
      aria-label={`Sponsored: ${ad.title}`}
      className="skip-offscreen overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
    >
      <header className="flex items-center justify-between gap-2 py-1 pr-1 pl-4">
        <SponsoredLabel sponsor={ad.sponsor} />
        <DismissAd
          title={ad.title}
          onDismiss={() => {
            dismiss(ad.id);
            setDismissed(true);
          }}
        />
      </header>
      <AdLink ad={ad} className="block focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        {image && (
          <img src={image} alt="" loading="lazy" width={640} height={335} className="aspect-[1.91/1] w-full bg-muted object-contain" />
        )}
        <div className="grid gap-1 px-4 py-3">
          <h3 className="font-semibold">{ad.title}</h3>
          <p className="text-muted-foreground">{ad.content}</p>
          <span className="mt-1 text-sm font-semibold text-primary">Learn more</span>
        </div>
      </AdLink>
    </article>
  );
});
