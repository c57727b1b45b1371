/** Where spots around a centre fall on a small flat chart: km east and north, then SVG units. */
export interface ChartPoint {
  id: string;
  x: number;
  y: number;
  km: number;
}

const KM_PER_DEG_LAT = 110.57;
const kmPerDegLng = (lat: number) => 111.32 * Math.cos((lat * Math.PI) / 180);

/**
 * Places points within `radiusKm` of the centre on a width×height chart (north up), the radius
 * reaching 90 % of the chart's half-height; points beyond it are left out.
 */
export function chartPoints(
  centre: { latitude: number; longitude: number },
  spots: readonly { id: string; latitude: number; longitude: number }[],
  { width, height, radiusKm }: { width: number; height: number; radiusKm: number },
): ChartPoint[] {
  const scale = ((Math.min(width, height) / 2) * 0.9) / radiusKm;
  const points: ChartPoint[] = [];
  for (const spot of spots) {
    const east = (spot.longitude - centre.longitude) * kmPerDegLng(centre.latitude);
    const north = (spot.latitude - centre.latitude) * KM_PER_DEG_LAT;
    const km = Math.hypot(east, north);
    if (km > radiusKm) continue;
    points.push({ id: spot.id, x: width / 2 + east * scale, y: height / 2 - north * scale, km });
  }
  return points;
}
