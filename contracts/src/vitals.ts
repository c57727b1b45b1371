import { z } from './z.ts';
import { route } from './route.ts';
import { ErrorBody } from './errors.ts';

/**
 * Real-user monitoring: the Core Web Vitals a browser measured on a page (the `web-vitals` library),
 * sent when the page is hidden. The page is named by its route template, never its address, so
 * the backend's histograms keep a short, fixed set of labels whatever ids anglers visit.
 */
export const VITAL_ROUTES = [
  '/',
  '/profile',
  '/profile/:id',
  '/trips/:id',
  '/settings',
  '/forum',
  '/forum/question/:id',
  '/messages',
  '/groups',
  '/spots',
  '/tournaments',
  '/tournaments/:id',
  '/advertiser/*',
  '/guidelines',
  '/moderation',
  '/operator',
  '/operator/:tab',
  'other',
] as const;
export const VitalRoute = z.enum(VITAL_ROUTES);
export type VitalRoute = z.infer<typeof VitalRoute>;

/** Largest Contentful Paint and Interaction to Next Paint in milliseconds; Cumulative Layout Shift unitless. */
export const Vital = z.discriminatedUnion('name', [
  z.object({ name: z.literal('LCP'), value: z.number().min(0).max(120_000), route: VitalRoute }),
  z.object({ name: z.literal('INP'), value: z.number().min(0).max(60_000), route: VitalRoute }),
  z.object({ name: z.literal('CLS'), value: z.number().min(0).max(100), route: VitalRoute }),
]);
export type Vital = z.infer<typeof Vital>;

/** What one page sends at once: its vitals so far (a page reports each metric once, or again when it changes). */
export const VitalsReport = z.object({ vitals: z.array(Vital).min(1).max(12) });
export type VitalsReport = z.infer<typeof VitalsReport>;

export const VITALS_PATH = '/api/vitals';

export const vitalsRoutes = {
  report: route({
    method: 'POST',
    path: VITALS_PATH,
    summary: "A browser's Core Web Vitals (LCP, INP, CLS) per route template, for operators' histograms",
    auth: false,
    body: VitalsReport,
    responses: { 204: null, 400: ErrorBody, 429: ErrorBody },
  }),
} as const;
