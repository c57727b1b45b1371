import { SaxesParser } from 'saxes';
import { TrackUnreadable } from '../../domain/track.errors.ts';
import type { TrackWaypoint } from '../../domain/track.ts';
import { noFixes } from '../../domain/track-fixes.ts';
import type { GpxReader, RecordedTrack } from '../../application/track-ports.ts';
import { gpxTimeMillis } from './gpx-time.ts';

type Open = { kind: 'trkpt' | 'wpt'; latitude: number; longitude: number; at: number; name: string | null };

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const coordinate = (value: string | undefined, limit: number): number => {
  const n = value === undefined || value.trim() === '' ? NaN : Number(value);
  if (!Number.isFinite(n) || Math.abs(n) > limit) throw new TrackUnreadable('bad-point');
  return n;
};

/**
 * GPX 1.0/1.1 read with saxes, a streaming, non-validating XML parser that checks well-formedness
 * (jsdom's own): the file is parsed chunk by chunk as the upload arrives, so a 10 MB track is never
 * held as one string nor built into a DOM. Only what a trip needs is kept: track points (lat, lon,
 * time) of every <trk>/<trkseg>, waypoints (<wpt>: lat, lon, name, time) and the first track's name.
 * Elements are matched by local name, so a prefixed GPX namespace reads the same. Fixes go straight
 * into three number lists (no object or Date a fix); saxes keeps no line/column count (`position:
 * false`), which only an error message would use and ours do not.
 */
export class SaxesGpxReader implements GpxReader {
  async read(bytes: AsyncIterable<Uint8Array>): Promise<RecordedTrack> {
    const parser = new SaxesParser({ position: false });
    const fixes = noFixes();
    const waypoints: TrackWaypoint[] = [];
    let trackName: string | null = null;
    let sawRoot = false;
    let timedPoints = 0;
    let untimedPoints = 0;
    let open: Open | null = null;
    let text: string | null = null;
    let inTrack = false;

    // saxes reports a fault of the XML (an unclosed tag, a stray character, a file cut short) here.
    parser.on('error', () => {
      throw new TrackUnreadable('not-xml');
    });
    parser.on('opentag', (tag) => {
      const name = localName(tag.name);
      if (!sawRoot) {
        if (name !== 'gpx') throw new TrackUnreadable('not-gpx');
        sawRoot = true;
        return;
      }
      if (name === 'trk') inTrack = true;
      else if (name === 'trkpt' || name === 'wpt') {
        const attrs = tag.attributes as Record<string, string>;
        open = { kind: name, latitude: coordinate(attrs.lat, 90), longitude: coordinate(attrs.lon, 180), at: NaN, name: null };
      } else if (name === 'time' || name === 'name') text = '';
    });
    parser.on('text', (t) => {
      if (text !== null) text += t;
    });
    parser.on('cdata', (t) => {
      if (text !== null) text += t;
    });
    parser.on('closetag', (tag) => {
      const name = localName(tag.name);
      if (name === 'time' && open && text !== null) {
        const at = gpxTimeMillis(text);
        if (Number.isNaN(at)) throw new TrackUnreadable('bad-point');
        open.at = at;
      } else if (name === 'name' && text !== null) {
        const value = text.trim() || null;
        if (open) open.name = value;
        else if (inTrack && trackName === null) trackName = value;
      } else if (name === 'trkpt' && open) {
        const { latitude, longitude, at } = open;
        // A fix without a time cannot be placed in the trip's range; the timed ones carry the path.
        if (!Number.isNaN(at)) {
          fixes.latitudes.push(latitude);
          fixes.longitudes.push(longitude);
          fixes.times.push(at);
          timedPoints++;
        } else untimedPoints++;
        open = null;
      } else if (name === 'wpt' && open) {
        waypoints.push({
          latitude: open.latitude,
          longitude: open.longitude,
          name: open.name,
          at: Number.isNaN(open.at) ? null : new Date(open.at),
        });
        open = null;
      } else if (name === 'trk') inTrack = false;
      if (name === 'time' || name === 'name') text = null;
    });

    const decoder = new TextDecoder('utf-8');
    for await (const chunk of bytes) parser.write(decoder.decode(chunk, { stream: true }));
    parser.write(decoder.decode());
    parser.close();
    if (!sawRoot) throw new TrackUnreadable('not-xml');
    if (timedPoints === 0) throw new TrackUnreadable(untimedPoints > 0 ? 'no-times' : 'no-points');
    return { name: trackName, fixes, waypoints };
  }
}
