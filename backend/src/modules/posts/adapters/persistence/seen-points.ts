import { shieldPoint } from '../../../../shared/kernel/location-shield.ts';
import type { PostFields } from '../../domain/post-fields.ts';

/**
 * The point each audience may see of a post, stored beside the exact one when it is written (and
 * again when its precision changes) so distance searches filter and sort by what the viewer may see.
 */
export function seenPoints(f: Pick<PostFields, 'latitude' | 'longitude' | 'publicPrecision' | 'matesPrecision'>) {
  const exact = f.latitude !== null && f.longitude !== null ? { latitude: f.latitude, longitude: f.longitude } : null;
  const seen = (precision: PostFields['publicPrecision']) => (exact ? shieldPoint(exact, precision) : null);
  const [publicPoint, matesPoint] = [seen(f.publicPrecision), seen(f.matesPrecision)];
  return {
    publicLatitude: publicPoint?.latitude ?? null,
    publicLongitude: publicPoint?.longitude ?? null,
    matesLatitude: matesPoint?.latitude ?? null,
    matesLongitude: matesPoint?.longitude ?? null,
  };
}
