import { z } from './z.ts';
import { route } from './route.ts';
import { ErrorBody } from './errors.ts';

/**
 * Your data: an angler downloads what they shared and logged, and deletes their account.
 * Exports are the angler's own, in full (every privacy, places as they saved them).
 */
export const EXPORT_FILES = ['catches.csv', 'catches.geojson', 'trips.csv', 'trips.geojson', 'posts.json'] as const;
export const ExportFile = z.enum(EXPORT_FILES);
export type ExportFile = z.infer<typeof ExportFile>;

/** What the angler types to confirm the deletion of their account. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';
export const ACCOUNT_MESSAGES = {
  confirmationRequired: `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`,
  deleted: 'Your account has been deleted',
} as const;

export const DeleteAccount = z.object({
  confirmation: z.literal(DELETE_ACCOUNT_CONFIRMATION, ACCOUNT_MESSAGES.confirmationRequired),
});
export type DeleteAccount = z.infer<typeof DeleteAccount>;

const Position = z.tuple([z.number(), z.number()]);
/** A GeoJSON FeatureCollection (RFC 7946) of points; a feature without a saved place has a null geometry. */
export const ExportFeatureCollection = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      id: z.string(),
      geometry: z.object({ type: z.literal('Point'), coordinates: Position }).nullable(),
      properties: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type ExportFeatureCollection = z.infer<typeof ExportFeatureCollection>;

/** Every post of the angler with its media links (absolute URLs). */
export const PostsExport = z.object({
  exportedAt: z.iso.datetime(),
  posts: z.array(z.record(z.string(), z.unknown())),
});
export type PostsExport = z.infer<typeof PostsExport>;

const signedIn = { 401: ErrorBody } as const;

export const accountRoutes = {
  exportData: route({
    method: 'GET',
    path: '/api/account/export/:file',
    summary: 'Download my catches or trips (CSV or GeoJSON, places as I saved them) or my posts with media links (JSON)',
    params: z.object({ file: ExportFile }),
    responses: { 200: z.union([z.string(), ExportFeatureCollection, PostsExport]), 400: ErrorBody, ...signedIn },
  }),
  deleteAccount: route({
    method: 'POST',
    path: '/api/account/delete',
    summary:
      'Delete my account after typed confirmation: my posts, trips, likes, follows, sessions and media go; signing in again starts a new angler',
    body: DeleteAccount,
    // Nothing to replay: the account, and every key of its angler, is gone after the first.
    idempotent: false,
    responses: { 204: null, 400: ErrorBody, ...signedIn },
  }),
} as const;
