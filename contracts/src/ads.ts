import { z } from './z.ts';
import { route } from './route.ts';
import { ErrorBody } from './errors.ts';
import { AdPlacement } from './advertisers.ts';

/**
 * The ads anglers see (spec part 1 §2, §3 Ad, §4, §7 ads calls, §9). An ad served carries a signed,
 * single-use token: its impression and its click are billed once however often they are sent, and a
 * click only after its impression. A placement answers at most one ad; no placement answers the
 * native ads for a feed.
 */
export const AD_REFRESH_MS = { placement: 5 * 60_000, native: 10 * 60_000 } as const;
/** Native ads go after every 3rd Following item and every 4th Discover item, at most one per insertion point (spec §9). */
export const NATIVE_AD_EVERY = { following: 3, discover: 4 } as const;
export const NATIVE_ADS_PER_LIST = 5;

export const Ad = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  targetUrl: z.string(),
  adType: AdPlacement,
  createdAt: z.string(),
  /** The advertiser's company name, for the 'Sponsored' label. */
  sponsor: z.string(),
  /** Sent back with the impression and the click: single use, bound to this viewer. */
  token: z.string(),
});
export type Ad = z.infer<typeof Ad>;

export const AdsQuery = z.strictObject({
  placement: AdPlacement.optional(),
  /**
   * Where the page is looking ("lat,lon": the map, Discover near a point), for campaigns targeting a
   * region — besides the signed-in angler's home area, which the server takes from their own catches.
   * Species of interest are never taken from the client: the server reads the angler's catches.
   */
  near: z
    .string()
    .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/)
    .max(40)
    .optional(),
});
export type AdsQuery = z.infer<typeof AdsQuery>;

export const AdEventBody = z.strictObject({ token: z.string().min(1).max(600) });
export const AdEventResult = z.object({
  /** Whether this event was billed; when not, why (duplicate, invalid traffic, budget spent ...). */
  billed: z.boolean(),
  reason: z.string().nullable(),
});
export type AdEventResult = z.infer<typeof AdEventResult>;

const AdParams = z.strictObject({ id: z.string().min(1).max(64) });

export const adsRoutes = {
  list: route({
    method: 'GET',
    path: '/api/ads',
    summary: 'Eligible ads: one for a placement (header, sidebar, footer), or the native ads for a feed',
    auth: false,
    query: AdsQuery,
    responses: { 200: z.array(Ad) },
  }),
  impression: route({
    method: 'POST',
    path: '/api/ads/:id/impression',
    summary: 'The ad was viewable (50 % of it on screen for one second): billed once per served ad',
    auth: false,
    params: AdParams,
    body: AdEventBody,
    responses: { 200: AdEventResult, 400: ErrorBody, 422: ErrorBody },
  }),
  click: route({
    method: 'POST',
    path: '/api/ads/:id/click',
    summary: 'The ad was clicked: billed once, only after its impression, invalid traffic filtered',
    auth: false,
    params: AdParams,
    body: AdEventBody,
    responses: { 200: AdEventResult, 400: ErrorBody, 422: ErrorBody },
  }),
} as const;
