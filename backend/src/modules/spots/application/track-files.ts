import type { GeoPoint } from '../../../shared/kernel/location-shield.ts';
import type { TrackPoint, TrackWaypoint } from '../domain/track.ts';

/** What a trip's file holds: its path (absent: the trip is a single point) and its marked places. */
export interface TrackFileContent {
  name: string;
  description: string | null;
  /** When it was fished: the path's start, or the trip's moment. */
  at: Date;
  path: readonly TrackPoint[] | null;
  waypoints: readonly TrackWaypoint[];
  /** The trip's own place, written as a waypoint when there is no path to show it. */
  place: GeoPoint | null;
}

/**
 * XML text and attribute values escaped (the five predefined entities), with characters XML 1.0 cannot
 * carry at all (control characters, lone surrogates) left out: an angler's note pasted from anywhere
 * still gives a file every reader opens. The files are a fixed, small shape, so they are written as
 * text here rather than through an XML library (the backend has only a reader, saxes).
 */
export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const element = (name: string, value: string | null | undefined) => (value ? `<${name}>${xmlText(value)}</${name}>` : '');
const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The trip as GPX 1.1 (topografix.com/GPX/1/1): waypoints first, then one track of one segment, as the schema orders them. */
export function tripGpx(trip: TrackFileContent): string {
  const wpt = (w: TrackWaypoint) =>
    `  <wpt lat="${w.latitude}" lon="${w.longitude}">${element('time', iso(w.at))}${element('name', w.name)}</wpt>\n`;
  const waypoints = [...(trip.path ? [] : trip.place ? [{ ...trip.place, at: trip.at, name: trip.name }] : []), ...trip.waypoints];
  const track = trip.path
    ? `  <trk>${element('name', trip.name)}${element('desc', trip.description)}\n    <trkseg>\n${trip.path
        .map((p) => `      <trkpt lat="${p.latitude}" lon="${p.longitude}"><time>${p.at.toISOString()}</time></trkpt>\n`)
        .join('')}    </trkseg>\n  </trk>\n`
    : '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<gpx version="1.1" creator="Tightlines" xmlns="http://www.topografix.com/GPX/1/1">\n' +
    `  <metadata>${element('name', trip.name)}${element('desc', trip.description)}<time>${trip.at.toISOString()}</time></metadata>\n` +
    waypoints.map(wpt).join('') +
    track +
    '</gpx>\n'
  );
}

/** The trip as KML 2.2 (OGC): a Placemark per waypoint (or the trip's place), and the path as a LineString (lon,lat order). */
export function tripKml(trip: TrackFileContent): string {
  const placemark = (name: string | null, at: Date | null, point: GeoPoint) =>
    `    <Placemark>${element('name', name)}${at ? `<TimeStamp><when>${at.toISOString()}</when></TimeStamp>` : ''}<Point><coordinates>${point.longitude},${point.latitude}</coordinates></Point></Placemark>\n`;
  const places = [
    ...(trip.path ? [] : trip.place ? [placemark(trip.name, trip.at, trip.place)] : []),
    ...trip.waypoints.map((w) => placemark(w.name, w.at, w)),
  ];
  const path = trip.path
    ? `    <Placemark>${element('name', trip.name)}<TimeSpan><begin>${trip.path[0]!.at.toISOString()}</begin><end>${trip.path[trip.path.length - 1]!.at.toISOString()}</end></TimeSpan><LineString><tessellate>1</tessellate><coordinates>${trip.path
        .map((p) => `${p.longitude},${p.latitude}`)
        .join(' ')}</coordinates></LineString></Placemark>\n`
    : '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<kml xmlns="http://www.opengis.net/kml/2.2">\n  <Document>\n' +
    `    ${element('name', trip.name)}${element('description', trip.description)}\n` +
    places.join('') +
    path +
    '  </Document>\n</kml>\n'
  );
}
