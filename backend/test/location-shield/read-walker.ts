import fc from 'fast-check';
import { buildOpenApiDocument } from '@tightlines/contracts';
import type { HttpClient } from '../support/index.ts';
import { findLeaks, type Leak } from './leak-checker.ts';
import { VIEWERS, type PlacedThing, type ViewerName, type World } from './world.ts';

/**
 * Every read (GET) of the OpenAPI document, filled from the world: path parameters with the world's
 * ids, required query fields with its search points, the rest from their schema. It reads the
 * document, not a list, so an operation added tomorrow is walked tomorrow (or fails to be filled,
 * loudly, until it is taught here or skipped below with a reason).
 */
export const SEED = 20261128;

type Schema = { type?: string | string[]; enum?: unknown[]; minimum?: number; maximum?: number; $ref?: string; anyOf?: Schema[] };
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}
export interface ReadOperation {
  operationId: string;
  path: string;
  parameters: Parameter[];
  eventStream: boolean;
}

/**
 * Reads this suite does not walk, each with why. The suite checks the list is not stale (every
 * name here is a read of the document).
 */
export const SKIPPED: Readonly<Record<string, string>> = {
  // Ends the viewer's session: every later read would be a visitor's.
  identityLogout: 'signs the viewer out',
  // The identity provider's redirects: a Location header to the provider, no data of ours.
  identityLogin: 'a redirect to the identity provider',
  identityCallback: 'the identity provider returning (needs its one-time code)',
};

/**
 * Reads no viewer of the world gets a 2xx answer from, each with why. Every other read must answer
 * some viewer with content, so a read is never "proven" on its 401s and 404s alone; the suite checks
 * this list against the document and against what was answered, so it cannot go stale.
 */
export const NEVER_ANSWERED: Readonly<Record<string, string>> = {
  // The weather provider is outside the test app: every signed-in read answers 503.
  weatherWeather: 'the weather provider is not reachable from tests',
};

export function readOperations(): ReadOperation[] {
  const doc = buildOpenApiDocument({ version: 'test' });
  const schemas = doc.components.schemas as Record<string, Schema>;
  const resolve = (s: Schema): Schema => (s.$ref ? resolve(schemas[s.$ref.split('/').at(-1)!] ?? {}) : s);
  const reads: ReadOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    const op = (
      methods as Record<string, { operationId: string; parameters: Parameter[]; responses: Record<string, { content?: object }> }>
    ).get;
    if (!op) continue;
    reads.push({
      operationId: op.operationId,
      path,
      parameters: op.parameters.filter((p) => p.in !== 'header').map((p) => ({ ...p, schema: resolve(p.schema) })),
      eventStream: Object.values(op.responses).some((r) => r.content && 'text/event-stream' in r.content),
    });
  }
  return reads;
}

/** The world's ids of the resource a path parameter names, or null when the world holds none of it. */
function worldIdsFor(param: string, path: string, world: World): string[] | null {
  const of = (kind: PlacedThing['kind']) => world.things.filter((t) => t.kind === kind).map((t) => t.id);
  const { community } = world;
  if (param === 'userId' || param === 'otherUserId' || param === 'anglerId') return Object.values(world.ids);
  if (param === 'postId' || (param === 'id' && path.startsWith('/api/posts/'))) return of('catch');
  if (param === 'tripId' || (param === 'id' && path.startsWith('/api/trips/'))) return of('trip');
  if (param === 'entryId') return of('entry');
  if (param === 'campaignId') return [community.campaignId];
  if (param === 'itemId') return community.known.flatMap((k) => (k.itemId ? [k.itemId] : []));
  if (param !== 'id') return null;
  if (path.startsWith('/api/spots/')) return world.spotIds;
  if (path.startsWith('/api/tournaments/')) return [community.tournamentId];
  if (path.startsWith('/api/forum/questions/')) return [community.questionId];
  if (path.startsWith('/api/groups/')) return [community.groupId];
  if (path.startsWith('/api/advertisers/')) return [community.advertiserId];
  return null;
}

/**
 * Ids for a path parameter. Resources the world holds none of get the world's own ids — answered 404
 * or 403, still read and checked (and the walk's coverage check says which read never answered).
 */
function idsFor(param: string, path: string, world: World): string[] {
  return worldIdsFor(param, path, world) ?? [...world.things.map((t) => t.id), ...Object.values(world.ids)];
}

/** A value for one parameter, or null when this suite does not know how to fill a required one. */
function valueFor(p: Parameter, op: ReadOperation, world: World, probe: fc.Arbitrary<number>): fc.Arbitrary<string | undefined> | null {
  const s = p.schema;
  const types = [s.type ?? []].flat();
  const at = (pick: (i: number) => string) => probe.map(pick);
  const point = (i: number) => world.probes[i]!;
  if (p.in === 'path') {
    if (s.enum?.length) return fc.constantFrom(...s.enum.map(String));
    if (p.name === 'latitude') return at((i) => String(point(i).latitude));
    if (p.name === 'longitude') return at((i) => String(point(i).longitude));
    return fc.constantFrom(...idsFor(p.name, op.path, world));
  }
  const optional = <T>(a: fc.Arbitrary<T>) => (p.required ? a : fc.option(a, { nil: undefined }));
  // Query fields: one probe gives a request's latitude and longitude (the longitude goes where the
  // latitude does), so the pair is a real point 30+ km off every exact one.
  if (p.name === 'latitude') return optional(at((i) => String(point(i).latitude)));
  if (p.name === 'longitude') return fc.constant('with the latitude');
  if (p.name === 'near') return optional(at((i) => `${point(i).latitude},${point(i).longitude}`));
  // The widest page or circle the schema allows (a coerced query number shows no bounds: then the default).
  if (p.name === 'radius') return fc.constantFrom(String(s.maximum ?? 50), undefined);
  if (p.name === 'limit') return s.maximum === undefined ? fc.constant(undefined) : fc.constantFrom(String(s.maximum), undefined);
  if (p.name === 'cursor') return fc.constant(undefined);
  if (p.name === 'lastEventId') return fc.constant('0');
  if (['q', 'search', 'location'].includes(p.name)) return optional(fc.constantFrom('Ada', 'Cove', 'Reef', 'Bay', 'Sam'));
  if (s.enum?.length) return optional(fc.constantFrom(...s.enum.map(String)));
  if (types.includes('boolean')) return optional(fc.constantFrom('true', 'false'));
  return p.required ? null : fc.constant(undefined);
}

export interface FilledRequest {
  viewer: ViewerName;
  path: string;
}

/** Requests for one read, as an arbitrary (or the names of the required parameters it cannot fill). */
export function requestsFor(op: ReadOperation, world: World, viewer: ViewerName): fc.Arbitrary<FilledRequest> | string[] {
  const probe = fc.nat({ max: world.probes.length - 1 });
  const unfilled: string[] = [];
  const fields: Record<string, fc.Arbitrary<string | undefined>> = {};
  for (const p of op.parameters) {
    const value = valueFor(p, op, world, probe);
    if (value === null) unfilled.push(`${p.in} ${p.name}`);
    else fields[`${p.in}:${p.name}`] = value;
  }
  if (unfilled.length) return unfilled;
  return fc.tuple(fc.nat({ max: world.probes.length - 1 }), fc.record(fields)).map(([i, values]) => {
    let path = op.path;
    const query = new URLSearchParams();
    const withPoint = values[`${op.parameters.find((p) => p.name === 'latitude')?.in}:latitude`] !== undefined;
    for (const [key, value] of Object.entries(values)) {
      const [where, name] = key.split(':') as [string, string];
      // Latitude and longitude of one request come from one probe, both or neither.
      const v = name === 'latitude' || name === 'longitude' ? (withPoint ? String(world.probes[i]![name]) : undefined) : value;
      if (where === 'path') path = path.replace(`{${name}}`, encodeURIComponent(v!));
      else if (v !== undefined) query.set(name, v);
    }
    const search = query.toString();
    return { viewer, path: search ? `${path}?${search}` : path };
  });
}

/** An answer as read: its status and what it said (JSON parsed, else the text). */
export interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}
export type Reader = (client: HttpClient, path: string, op: ReadOperation, viewer: ViewerName) => Promise<Answer>;

/** A live stream is read for a moment (its replay from event 0 and what comes at once), then closed. */
const STREAM_READ_MS = 200;

export const readOverHttp: Reader = async (client, path, op) => {
  const controller = new AbortController();
  const res = await client.request(path, {
    headers: op.eventStream ? { accept: 'text/event-stream', 'last-event-id': '0' } : {},
    signal: controller.signal,
  });
  let text = '';
  if (op.eventStream && res.status === 200 && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    const timer = setTimeout(() => controller.abort(), STREAM_READ_MS);
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
      }
    } catch {
      // Closed by the timer: what came is what is checked.
    } finally {
      clearTimeout(timer);
    }
  } else text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a stream, a page, a redirect): the text itself is checked.
  }
  // Headers say things too (Location of a redirect, a Link).
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!['date', 'x-request-id', 'etag', 'set-cookie'].includes(name)) headers[name] = value;
  });
  return { status: res.status, body, headers };
};

/**
 * A live stream held open while the world is made: events come only as things happen, so a stream
 * read afterwards (even from event 0) may say nothing. Stopping it gives what it said.
 */
export async function listen(client: HttpClient, op: ReadOperation): Promise<() => Promise<string>> {
  const controller = new AbortController();
  const res = await client.request(op.path, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
  let text = '';
  const reading = (async () => {
    if (res.status !== 200 || !res.body) {
      text = await res.text();
      return;
    }
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
      }
    } catch {
      // Stopped: what came is what is checked.
    }
  })();
  return async () => {
    controller.abort();
    await reading;
    return text;
  };
}

export interface WalkStats {
  requests: number;
  /** Per viewer, the statuses answered. */
  statuses: Partial<Record<ViewerName, number[]>>;
  /** Text of every answer, to prove the world's things were read at all. */
  seenText: Partial<Record<ViewerName, string[]>>;
}

/**
 * A read of one resource by its id (one path parameter, nothing else required) is asked once for
 * every id the world has of it, besides the random requests: the author's profile, the stranger's,
 * each trip — none left to chance. So is a read of one thing named by several (a tournament's entry,
 * a reported item by kind and id) for each of the world's things it names.
 */
export function everyIdOf(op: ReadOperation, world: World, viewer: ViewerName): FilledRequest[] {
  const path = op.parameters.filter((p) => p.in === 'path');
  const special = (p: Parameter) => p.schema.enum?.length || p.name === 'latitude' || p.name === 'longitude';
  if (!path.length || op.parameters.some((p) => p.in === 'query' && p.required)) return [];
  const names = path.map((p) => p.name).sort();
  const tuples =
    path.length === 1 && !special(path[0]!)
      ? (worldIdsFor(path[0]!.name, op.path, world) ?? []).map((id) => ({ [path[0]!.name]: id }))
      : world.community.known.filter((k) => Object.keys(k).sort().join() === names.join());
  return tuples.map((tuple) => ({
    viewer,
    path: names.reduce((filled, name) => filled.replace(`{${name}}`, encodeURIComponent(tuple[name]!)), op.path),
  }));
}

/**
 * Walks one read as every viewer (side by side): a fixed-seed property over its filled requests;
 * throws naming the viewer, path and field of a leak.
 */
export async function walkRead(op: ReadOperation, world: World, runs: number, read: Reader = readOverHttp): Promise<WalkStats> {
  const stats: WalkStats = { requests: 0, statuses: {}, seenText: {} };
  await Promise.all(
    VIEWERS.map(async (viewer) => {
      const requests = requestsFor(op, world, viewer);
      if (Array.isArray(requests))
        throw new Error(`${op.operationId} (${op.path}): cannot fill ${requests.join(', ')} — teach read-walker.ts or skip it`);
      const guarded = world.guardedFrom(viewer);
      const readAndCheck = async (path: string): Promise<number> => {
        const answer = await read(world.clients[viewer], path, op, viewer);
        stats.requests++;
        stats.statuses[viewer] = [...(stats.statuses[viewer] ?? []), answer.status];
        stats.seenText[viewer] = [...(stats.seenText[viewer] ?? []), JSON.stringify(answer.body)];
        const heard = world.heard[op.operationId]?.[viewer];
        const leaks: Leak[] = findLeaks({ body: answer.body, headers: answer.headers, heardWhileTheWorldWasMade: heard }, guarded);
        if (leaks.length)
          throw new Error(
            `${op.operationId} GET ${path} as ${viewer} (${answer.status}) leaks:\n` +
              leaks
                .slice(0, 8)
                .map(
                  (l) => `  ${l.at} = ${l.value}: ${l.distanceKm.toFixed(3)} km from the exact point of ${l.place}, seen at ${l.precision}`,
                )
                .join('\n'),
          );
        return answer.status;
      };
      const everyId = everyIdOf(op, world, viewer);
      // A viewer the read turns away as not signed in is turned away whichever thing it names: the
      // first of the world's ids (checked too) stands for them all, and the random requests still run.
      const turnedAway = everyId.length > 1 && (await readAndCheck(everyId[0]!.path)) === 401;
      const examples = (turnedAway ? [] : everyId).map((r): [FilledRequest] => [r]);
      const outcome = await fc.check(
        fc.asyncProperty(requests, async ({ path }) => {
          await readAndCheck(path);
        }),
        { seed: SEED, numRuns: op.parameters.length && !op.eventStream ? runs + examples.length : 1, endOnFailure: true, examples },
      );
      // The leak itself, then how to replay it (fast-check's own report buries it under its cause).
      if (outcome.failed) {
        const cause = outcome.errorInstance instanceof Error ? outcome.errorInstance.message : String(outcome.errorInstance);
        throw new Error(
          `${cause}\n(seed ${outcome.seed}, path "${outcome.counterexamplePath}", counterexample ${JSON.stringify(outcome.counterexample)})`,
        );
      }
    }),
  );
  return stats;
}
