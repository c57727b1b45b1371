import { useQuery } from '@tanstack/react-query';
import { AD_REFRESH_MS, adsRoutes, type Ad, type AdPlacement } from '@tightlines/contracts';
import { call } from '../api/client.ts';
import { useLeadContentDrawn } from '../ui/lead-content.ts';

export const adsKey = (placement: AdPlacement) => ['ads', placement] as const;

/**
 * The ad of a header, sidebar or footer slot, refreshed every 5 minutes (spec part 1 §7, §9); asked for
 * only once the screen's lead content is on screen (the slot keeps its size meanwhile), and `enabled`.
 *
 * Ads' reads take no abort signal: a list or slot drawn again while its ads are on their way (a remote
 * replacing its first draw) keeps the answer coming instead of cancelling it and asking again — the home
 * asked for its native ads twice before its largest paint.
 */
export function usePlacementAd(placement: Exclude<AdPlacement, 'native'>, enabled = true) {
  const leadDrawn = useLeadContentDrawn();
  return useQuery({
    queryKey: adsKey(placement),
    enabled: enabled && leadDrawn,
    queryFn: async (): Promise<Ad | null> => (await call(adsRoutes.list, { query: { placement } }))[0] ?? null,
    refetchInterval: AD_REFRESH_MS.placement,
  });
}

/**
 * Where a page is looking, as the ads call takes it: to 2 decimals (about a kilometre — enough for a
 * campaign's region, and a map nudged a few metres asks for nothing new).
 */
export const nearOf = (place: { latitude: number; longitude: number } | null | undefined): string | undefined =>
  place ? `${place.latitude.toFixed(2)},${place.longitude.toFixed(2)}` : undefined;

/**
 * The native ads a feed weaves in, refreshed every 10 minutes. A feed of a place (Discover near a
 * point) sends it, so campaigns targeting that region can show there; what the angler fishes for and
 * where they fish the server knows from their own catches. Asked for once the screen's lead content is
 * on screen (the feed shows its posts before the first ad's place meanwhile), without an abort signal
 * (as usePlacementAd).
 */
export function useNativeAds(enabled = true, near?: { latitude: number; longitude: number } | null) {
  const at = nearOf(near);
  const leadDrawn = useLeadContentDrawn();
  return useQuery({
    queryKey: [...adsKey('native'), at ?? null],
    enabled: enabled && leadDrawn,
    queryFn: () => call(adsRoutes.list, { query: at ? { near: at } : {} }),
    refetchInterval: AD_REFRESH_MS.native,
  });
}

const counted = new Set<string>();

/** Once per shown ad (spec §4): the served token is single use, and this tab never sends it twice. */
export function recordImpression(ad: Ad): void {
  if (counted.has(ad.token)) return;
  counted.add(ad.token);
  call(adsRoutes.impression, { params: { id: ad.id }, body: { token: ad.token } }).catch((error) =>
    console.warn('Ad impression not recorded', error),
  );
}

/** Spec part 1 §7: a click's failure is only logged; the target opens regardless. */
export function recordClick(ad: Ad): void {
  call(adsRoutes.click, { params: { id: ad.id }, body: { token: ad.token } }).catch((error) =>
    console.warn('Ad click not recorded', error),
  );
}
