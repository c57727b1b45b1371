import { sql, type Query } from '../../../../platform/db/sql.ts';
import { EARTH_RADIUS_KM } from '../../domain/map-cells.ts';

/**
 * domain/map-cells.ts's `distanceKm` (haversine) as SQL, for the exact filter after the cells'
 * coarse one: from a known centre (bound values, or a statement's columns holding them) to a row's
 * coordinates. geo.sql.test.ts proves the
 * two agree on random points.
 */
export function distanceKmSql(
  centre: { latitude: number | Query<number>; longitude: number | Query<number> },
  point: { latitude: Query<unknown>; longitude: Query<unknown> },
): Query<number> {
  const lat = sql`${centre.latitude}::float8`;
  const lng = sql`${centre.longitude}::float8`;
  return sql`(2 * ${sql.lit(EARTH_RADIUS_KM)} * asin(least(1, sqrt(
    power(sin(radians(${point.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${point.latitude})) * power(sin(radians(${point.longitude} - ${lng}) / 2), 2)))))`;
}
