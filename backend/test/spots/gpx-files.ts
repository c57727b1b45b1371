import { SaxesParser } from 'saxes';

/** A GPX 1.1 file as a watch writes one: fixes `seconds` apart from `start`, walking north-east. */
export function aGpxTrack({
  points,
  start = new Date('2026-06-14T05:10:00Z'),
  from = { latitude: 46.87, longitude: -89.31 },
  stepDegrees = 0.0002,
  seconds = 5,
  name = 'Morning on the lake',
  waypoints = [] as Array<{ name: string; latitude: number; longitude: number; at?: string }>,
  times = true,
  wander = 0,
}: {
  points: number;
  start?: Date;
  from?: { latitude: number; longitude: number };
  stepDegrees?: number;
  seconds?: number;
  name?: string;
  waypoints?: Array<{ name: string; latitude: number; longitude: number; at?: string }>;
  times?: boolean;
  /** Degrees of a slow side-to-side swing, as a shoreline walk makes (0: a straight line). */
  wander?: number;
}): string {
  const fixes: string[] = [];
  for (let i = 0; i < points; i++) {
    const at = new Date(start.getTime() + i * seconds * 1000).toISOString();
    const lat = (from.latitude + i * stepDegrees).toFixed(7);
    const lon = (from.longitude + i * stepDegrees + wander * Math.sin(i / 18)).toFixed(7);
    fixes.push(`<trkpt lat="${lat}" lon="${lon}"><ele>${183 + (i % 7)}.4</ele>${times ? `<time>${at}</time>` : ''}</trkpt>`);
  }
  const wpts = waypoints
    .map((w) => `<wpt lat="${w.latitude}" lon="${w.longitude}">${w.at ? `<time>${w.at}</time>` : ''}<name>${w.name}</name></wpt>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="Garmin Connect" xmlns="http://www.topografix.com/GPX/1/1">
<metadata><time>${start.toISOString()}</time></metadata>
${wpts}
<trk><name>${name}</name><trkseg>
${fixes.join('\n')}
</trkseg></trk>
</gpx>
`;
}

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** The document's element tree, read by a real XML parser (saxes, namespace-aware): it throws on anything not well-formed. */
export function parseXml(text: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  parser.on('opentag', (tag) => {
    const attributes = Object.fromEntries(Object.entries(tag.attributes).map(([k, a]) => [k, (a as { value: string }).value]));
    const element: XmlElement = {
      name: tag.local ?? tag.name,
      attributes: { ...attributes, '@ns': tag.uri ?? '' },
      children: [],
      text: '',
    };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on('text', (t) => {
    if (stack.length) stack.at(-1)!.text += t;
  });
  parser.on('closetag', () => void stack.pop());
  parser.write(text).close();
  return root!;
}

export const childrenNamed = (element: XmlElement, name: string) => element.children.filter((c) => c.name === name);
export const only = (element: XmlElement, name: string) => {
  const found = childrenNamed(element, name);
  if (found.length !== 1) throw new Error(`expected one <${name}> in <${element.name}>, found ${found.length}`);
  return found[0]!;
};
