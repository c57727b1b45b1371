import { cellCentre, CELL_KM, type GeoPoint, type LocationPrecision } from '../../src/shared/kernel/location-shield.ts';

/**
 * The location shield's promise, as a checker of any answer: no number in it — alone, paired with
 * another, or written inside a string (a URL, "lat,lng", a title) — lies closer to a guarded exact
 * point than the viewer's precision allows. At About 1 km / 10 km the cell's centre is allowed, and
 * anything at least half a cell away; at Place name only and Hidden nothing within NO_COORDINATES_KM.
 * It knows nothing of field names on purpose: a leak in a field added tomorrow is caught the same.
 */

/** A place the viewer may see only at `precision` (never 'exact': nothing is guarded then). */
export interface GuardedPlace {
  label: string;
  exact: GeoPoint;
  precision: Exclude<LocationPrecision, 'exact'>;
}

export interface Leak {
  place: string;
  precision: LocationPrecision;
  /** Where in the answer: a JSON path, with the string when the number was written in one. */
  at: string;
  value: string;
  distanceKm: number;
}

const KM_PER_DEGREE = 111.32;
/** Far enough that any 10 km cell's centre (at most ~7.1 km from the point) is caught at 'place' and 'hidden'. */
export const NO_COORDINATES_KM = 12;
/** A number this close to the cell centre's coordinate is that coordinate (answers round to 6 decimals). */
const SAME = 2e-6;

/** How close a number may come to the exact point at this precision (km), and the one coordinate exempt. */
function ruleOf(place: GuardedPlace): { minKm: number; centre: GeoPoint | null } {
  const cellKm = CELL_KM[place.precision];
  return cellKm === undefined ? { minKm: NO_COORDINATES_KM, centre: null } : { minKm: cellKm / 2, centre: cellCentre(place.exact, cellKm) };
}

export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** An id: its digit runs are no numbers ("…-b222-3841775ee2bb" would read as -38.41775 in fixed point). */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Numbers written in a text, as a reader would take them ("39.09681,-120.03244", "q=39.1%2C-120.0"). */
export function numbersIn(text: string): number[] {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    // Not URL-encoded after all: read it as it is.
  }
  return [...decoded.replace(UUID, ' ').matchAll(/-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/g)].map((m) => Number(m[0])).filter(Number.isFinite);
}

interface Found {
  value: number;
  at: string;
}

/** Every leak of the guarded places in an answer (a parsed JSON value, or a text). */
export function findLeaks(answer: unknown, guarded: readonly GuardedPlace[]): Leak[] {
  const leaks: Leak[] = [];
  const rules = guarded.map((place) => ({ place, ...ruleOf(place) }));

  const lone = (found: Found) => {
    judgeLone(found);
    // A whole number may be a coordinate in fixed point (micro-degrees, E7 as some map formats write it).
    if (Number.isInteger(found.value) && Math.abs(found.value) >= 1e5)
      for (const scale of [1e5, 1e6, 1e7]) judgeLone({ value: found.value / scale, at: `${found.at} (÷${scale})` });
  };
  const judgeLone = ({ value, at }: Found) => {
    for (const { place, minKm, centre } of rules) {
      const latKm = Math.abs(value - place.exact.latitude) * KM_PER_DEGREE;
      const lngKm = Math.abs(value - place.exact.longitude) * KM_PER_DEGREE * Math.cos((place.exact.latitude * Math.PI) / 180);
      if (latKm < minKm && !(centre && Math.abs(value - centre.latitude) < SAME))
        leaks.push({ place: place.label, precision: place.precision, at: `${at} (as latitude)`, value: String(value), distanceKm: latKm });
      if (lngKm < minKm && !(centre && Math.abs(value - centre.longitude) < SAME))
        leaks.push({ place: place.label, precision: place.precision, at: `${at} (as longitude)`, value: String(value), distanceKm: lngKm });
    }
  };
  const pair = (a: Found, b: Found) => {
    for (const [lat, lng] of [
      [a, b],
      [b, a],
    ] as const) {
      if (Math.abs(lat.value) > 90 || Math.abs(lng.value) > 180) continue;
      const point = { latitude: lat.value, longitude: lng.value };
      for (const { place, minKm, centre } of rules) {
        const km = distanceKm(point, place.exact);
        const isCentre = centre && Math.abs(lat.value - centre.latitude) < SAME && Math.abs(lng.value - centre.longitude) < SAME;
        if (km < minKm && !isCentre)
          leaks.push({
            place: place.label,
            precision: place.precision,
            at: `${lat.at} & ${lng.at} (as a point)`,
            value: `${lat.value},${lng.value}`,
            distanceKm: km,
          });
      }
    }
  };
  const pairsAmong = (found: Found[]) => {
    // Every two numbers side by side could be a point; beyond a few dozen, neighbours only (a list of numbers).
    if (found.length <= 40) for (let i = 0; i < found.length; i++) for (let j = i + 1; j < found.length; j++) pair(found[i]!, found[j]!);
    else for (let i = 0; i + 1 < found.length; i++) pair(found[i]!, found[i + 1]!);
  };

  const walk = (node: unknown, at: string): void => {
    if (node === null || node === undefined || typeof node === 'boolean') return;
    if (typeof node === 'number' || typeof node === 'string') {
      const found = fromLeaf(node, at);
      found.forEach(lone);
      if (typeof node === 'string') pairsAmong(found);
      return;
    }
    const entries: Array<[string, unknown]> = Array.isArray(node)
      ? node.map((v, i) => [`${at}[${i}]`, v])
      : Object.entries(node as Record<string, unknown>).map(([k, v]) => [`${at}.${k}`, v]);
    // Numbers in the object's own fields (and in its keys) pair with each other: { lat, lng }, [lng, lat].
    const siblings: Found[] = [];
    for (const [path, value] of entries) {
      if (typeof value === 'number' || typeof value === 'string') siblings.push(...fromLeaf(value, path));
      else walk(value, path);
    }
    if (!Array.isArray(node)) for (const key of Object.keys(node as object)) siblings.push(...fromLeaf(key, `${at} key "${key}"`));
    // A field named as a latitude beside one named as a longitude is a point, and judged as one: alone,
    // each would sit near SOME guarded place's latitude or longitude (a town across the world, on the
    // same meridian), which tells nothing.
    const point = Array.isArray(node) ? null : namedPoint(node as Record<string, unknown>, at);
    siblings.filter((f) => !point?.includes(f.at)).forEach(lone);
    pairsAmong(siblings);
    for (const [path, value] of entries) if (typeof value === 'string') pairsAmong(fromLeaf(value, path));
  };
  walk(answer, '$');
  return dedupe(leaks);
}

const LATITUDE = /^(lat|latitude)$/i;
const LONGITUDE = /^(lng|lon|long|longitude)$/i;

/** The paths of an object's latitude and longitude, when it has one number of each. */
function namedPoint(node: Record<string, unknown>, at: string): string[] | null {
  const lat = Object.keys(node).filter((k) => LATITUDE.test(k) && typeof node[k] === 'number');
  const lng = Object.keys(node).filter((k) => LONGITUDE.test(k) && typeof node[k] === 'number');
  return lat.length === 1 && lng.length === 1 ? [`${at}.${lat[0]}`, `${at}.${lng[0]}`] : null;
}

function fromLeaf(value: number | string, at: string): Found[] {
  if (typeof value === 'number') return [{ value, at }];
  return numbersIn(value).map((n) => ({
    value: n,
    at: `${at} in ${JSON.stringify(value.length > 120 ? `${value.slice(0, 117)}...` : value)}`,
  }));
}

function dedupe(leaks: Leak[]): Leak[] {
  const seen = new Set<string>();
  return leaks.filter((l) => {
    const key = `${l.place}|${l.at}|${l.value}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
