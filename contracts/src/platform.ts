import { z } from './z.ts';
import { route } from './route.ts';

/** What the signed-out landing screen needs before sign-in: the provider's display name. */
export const PublicConfig = z.object({
  providerName: z.string(),
  mapsApiKey: z.string().nullable(),
  /** The Google Cloud map id the maps are made with; null: raster maps without one. */
  mapsMapId: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;

export const platformRoutes = {
  publicConfig: route({
    method: 'GET',
    path: '/api/config',
    summary: 'Runtime configuration the browser needs (identity provider name, maps key and map id)',
    auth: false,
    responses: { 200: PublicConfig },
  }),
} as const;
