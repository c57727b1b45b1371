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

/**
 * The haversine's h (`distanceKmSql` before its arcsine) at which a point lies `radiusKm` from a
 * centre: 2R·asin(√h) ≤ r exactly when h ≤ sin²(r / 2R), for r up to half the Earth's circumference
 * (beyond it every point is within). Worked out once a call, so each row's test skips the square
 * root, the arcsine and the centre's cosine.
 */
export const haversineReach = (radiusKm: number): number =>
  radiusKm >= Math.PI * EARTH_RADIUS_KM ? Number.POSITIVE_INFINITY : Math.sin(radiusKm / (2 * EARTH_RADIUS_KM)) ** 2;

/** What `withinReachSql` binds for a circle, worked out once a call: the centre's cosine and `haversineReach`. */
export const circleReach = (circle: { latitude: number; radiusKm: number }): { cosLatitude: number; reach: number } => ({
  cosLatitude: Math.cos(circle.latitude * (Math.PI / 180)),
  reach: haversineReach(circle.radiusKm),
});

/**
 * Whether a row's point lies within a circle held as columns: `distanceKmSql(centre, point) <= radius`
 * with the centre's cosine and the radius as `haversineReach` given, so it agrees with domain/map-cells.ts's
 * `distanceKm` as distanceKmSql does. Null when the point is.
 */
export function withinReachSql(
  circle: { latitude: Query<number>; longitude: Query<number>; cosLatitude: Query<number>; reach: Query<number> },
  point: { latitude: Query<unknown>; longitude: Query<unknown> },
): Query<boolean> {
  return sql`(power(sin(radians(${point.latitude} - ${circle.latitude}) / 2), 2)
    + ${circle.cosLatitude} * cos(radians(${point.latitude})) * power(sin(radians(${point.longitude} - ${circle.longitude}) / 2), 2) <= ${circle.reach})`;
}
