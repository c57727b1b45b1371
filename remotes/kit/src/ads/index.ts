export { AdSlot, type SlotPlacement } from './AdSlot.tsx';
export { warmUpDismissedAds } from './dismissed-ads.ts';
export { NativeAdCard } from './NativeAdCard.tsx';
export { useNativeAds, usePlacementAd, adsKey } from './use-ads.ts';
export { withNativeAds, type FeedRow } from './native-ad-insertion.ts';
export { viewabilityTimer, VIEWABLE_MS, VIEWABLE_RATIO } from './viewability.ts';
export { AdSidebar, useWideScreen } from './AdSidebar.tsx';
