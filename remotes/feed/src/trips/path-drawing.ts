/**
 * A path of [latitude, longitude] pairs as SVG points in a box of this width and height, with a margin:
 * an equirectangular view squeezed by the cosine of its middle latitude, so a path a few kilometres
 * long keeps its true shape, scaled to fit and centred.
 */
export function pathToSvgPoints(path: ReadonlyArray<readonly [number, number]>, width: number, height: number, margin = 16): string {
  if (path.length === 0) return '';
  const lats = path.map(([lat]) => lat);
  const lons = path.map(([, lon]) => lon);
  const [minLat, maxLat, minLon, maxLon] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  const squeeze = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = (maxLon - minLon) * squeeze || 1e-9;
  const spanY = maxLat - minLat || 1e-9;
  const scale = Math.min((width - 2 * margin) / spanX, (height - 2 * margin) / spanY);
  const [midLat, midLon] = [(minLat + maxLat) / 2, (minLon + maxLon) / 2];
  return path
    .map(([lat, lon]) => `${(width / 2 + (lon - midLon) * squeeze * scale).toFixed(1)},${(height / 2 - (lat - midLat) * scale).toFixed(1)}`)
    .join(' ');
}
