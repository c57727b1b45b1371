import { expect } from 'chai';
import type { LocationPrecision, Post, Trip } from '@tightlines/contracts';
import { HttpClient, type TestApp } from '../support/index.ts';
import { anAngler, follows, mates, type Angler } from '../support/builders/anglers.ts';
import { aSpot } from '../support/builders/spots.ts';
import { anAdvertiser } from '../advertising/support.ts';
import { cellCentre, type GeoPoint } from '../../src/shared/kernel/location-shield.ts';
import { distanceKm, type GuardedPlace } from './leak-checker.ts';
import {
  buildCommunity,
  entersWithCoordinates,
  organizeTournament,
  type Community,
  type Reported,
  type WorldClock,
} from './world-community.ts';

/**
 * A world for proving the location shield: an author whose catches and trips sit at every pair of
 * precisions she may choose (mates never coarser than the public), her mate, a follower she does not
 * follow back, a stranger (with two guarded catches of his own), an operator reviewing reports of
 * her things, an advertiser in the portal and a visitor. Around them the rest of the community
 * (world-community.ts): her private tournament with her hidden entry, whose words name its exact
 * point, a forum question, a club and its chat, a conversation. Every exact point lies
 * off Chile's coast, far from any seed data, at a distinctive value: negative on both axes (no count,
 * weight, percentage or date part comes near), half a degree from any whole number, and a third of a
 * cell from its 1 km and 10 km cells' centres — so a leak is told from an allowed answer at a glance.
 */
export type AnglerName = 'author' | 'mate' | 'follower' | 'stranger' | 'operator';
export type ViewerName = AnglerName | 'advertiser' | 'anonymous';
export const VIEWERS: readonly ViewerName[] = ['author', 'mate', 'follower', 'stranger', 'operator', 'advertiser', 'anonymous'];
/** The signed-in anglers among the viewers. */
export const ANGLERS: readonly AnglerName[] = ['author', 'mate', 'follower', 'stranger', 'operator'];

const ORDER: readonly LocationPrecision[] = ['exact', '1km', '10km', 'place', 'hidden'];
/** Every choice an angler may make: (public, mates) with mates at least as fine as the public. */
export const PRECISION_PAIRS: ReadonlyArray<{ publicPrecision: LocationPrecision; matesPrecision: LocationPrecision }> = ORDER.flatMap(
  (publicPrecision, i) => ORDER.slice(0, i + 1).map((matesPrecision) => ({ publicPrecision, matesPrecision })),
);

export interface PlacedThing {
  /** An entry's place is the angler's words: here they name the exact point, so only Hidden guards it. */
  kind: 'catch' | 'trip' | 'entry';
  id: string;
  ownerId: string;
  exact: GeoPoint;
  publicPrecision: LocationPrecision;
  matesPrecision: LocationPrecision;
}

export interface World {
  app: TestApp;
  clients: Record<ViewerName, HttpClient>;
  ids: Record<AnglerName, string>;
  things: PlacedThing[];
  spotIds: string[];
  /** The tournament, forum, club, advertiser and reported items, by id. */
  community: Community;
  /** Points to search around: 30–40 km from every exact point, so an echoed search centre is never a leak. */
  probes: GeoPoint[];
  /** What each live stream (by operation id) said to each viewer while the world was made. */
  heard: Record<string, Partial<Record<ViewerName, string>>>;
  /** What a viewer may see of each place: the places guarded from them, at their precision. */
  guardedFrom(viewer: ViewerName): GuardedPlace[];
}

/** The i-th exact point: off-centre in both its cells (checked, so a change of grid cannot quietly void the test). */
export function distinctivePoint(i: number): GeoPoint {
  const base = { latitude: -(31.5 + i), longitude: -(75.5 + i) };
  const centre10 = cellCentre(base, 10);
  const kmLat = 1 / 111.32;
  const kmLng = kmLat / Math.cos((centre10.latitude * Math.PI) / 180);
  // About 3.4 km north and west of the 10 km centre, nudged until a third of a kilometre off its 1 km centre too.
  for (let step = 0; step < 40; step++) {
    const north = 3.3 + 0.037 * step;
    const east = -(3.3 + 0.023 * step);
    const exact = { latitude: round6(centre10.latitude + north * kmLat), longitude: round6(centre10.longitude + east * kmLng) };
    if (distanceKm(exact, cellCentre(exact, 1)) > 0.3 && distanceKm(exact, cellCentre(exact, 10)) > 3) return exact;
  }
  throw new Error(`no distinctive point near ${JSON.stringify(base)}`);
}
const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

export function precisionSeenBy(thing: PlacedThing, viewer: ViewerName, world: Pick<World, 'ids'>): LocationPrecision {
  if (viewer in world.ids && world.ids[viewer as AnglerName] === thing.ownerId) return 'exact';
  // Mates are mutual follows: only the author has one in this world. An operator reviewing a report
  // sees the place as the public does.
  const seen = viewer === 'mate' && thing.ownerId === world.ids.author ? thing.matesPrecision : thing.publicPrecision;
  // Words typed with coordinates are the angler's to give: whoever reads the words may read them.
  return thing.kind === 'entry' && seen !== 'hidden' ? 'exact' : seen;
}

async function shareCatch(angler: Angler, exact: GeoPoint, words: string, p: (typeof PRECISION_PAIRS)[number]): Promise<string> {
  const res = await angler.send<Post>('POST', '/api/posts', {
    type: 'catch',
    privacy: 'public',
    description: 'A fine fish',
    location: words,
    latitude: exact.latitude,
    longitude: exact.longitude,
    catchDetails: { species: 'rainbow-trout', weight: 3, length: 20, method: 'Fly' },
    ...p,
  });
  expect(res.status, res.text).to.equal(201);
  return res.json.id;
}

async function logTrip(angler: Angler, exact: GeoPoint, words: string, p: (typeof PRECISION_PAIRS)[number]): Promise<string> {
  const res = await angler.send<Trip>('POST', '/api/spots/trips', {
    fishingSuccess: true,
    notes: 'Slow morning, then a run of fish',
    location: words,
    latitude: exact.latitude,
    longitude: exact.longitude,
    privacy: 'public',
    shareLocation: true,
    ...p,
  });
  expect(res.status, res.text).to.equal(201);
  return res.json.id;
}

/**
 * Listeners the world is made under: called once its anglers know each other, before anything is
 * shared; what they return is called when the world is made, and gives what each heard.
 */
export type WhileMaking = (clients: Record<ViewerName, HttpClient>) => Promise<() => Promise<World['heard']>>;

/** The world, in an app running on `clock` (its event day comes once the field has joined the tournament). */
export async function buildWorld(app: TestApp, clock: WorldClock, whileMaking?: WhileMaking): Promise<World> {
  const [author, mate, follower, stranger, operator] = await Promise.all(
    ['Ada Author', 'Max Mate', 'Finn Follower', 'Sam Stranger', 'Olga Operator'].map((name) => anAngler(app, name)),
  );
  await Promise.all([mates(author, mate), follows(follower, author)]);
  const tournament = await organizeTournament(author, [mate, follower, stranger, operator]);
  clock.toEventDay();
  // Signed in to the portal on the day itself: a portal session does not last the days until the event.
  const advertiser = await anAdvertiser(app);
  const ids = { author: author.id, mate: mate.id, follower: follower.id, stranger: stranger.id, operator: operator.id };
  const clients = { author, mate, follower, stranger, operator, advertiser, anonymous: new HttpClient(app.url) };
  const stopListening = await whileMaking?.(clients);
  // The catches' and trips' words carry no coordinates (the entry's do): what the angler types is theirs
  // to give, and Hidden withholds it.
  const planned = [
    ...PRECISION_PAIRS.flatMap((p) => [
      { kind: 'catch' as const, by: author, p },
      { kind: 'trip' as const, by: author, p },
    ]),
    { kind: 'catch' as const, by: stranger, p: { publicPrecision: '10km', matesPrecision: '10km' } as const },
    { kind: 'catch' as const, by: stranger, p: { publicPrecision: 'hidden', matesPrecision: 'hidden' } as const },
  ];
  const entryPoint = distinctivePoint(planned.length);
  const things: PlacedThing[] = await Promise.all([
    ...planned.map(async ({ kind, by, p }, n): Promise<PlacedThing> => {
      const exact = distinctivePoint(n);
      const id = kind === 'catch' ? await shareCatch(by, exact, `Cove ${n}`, p) : await logTrip(by, exact, `Reef ${n}`, p);
      return { kind, id, ownerId: by.id, exact, ...p };
    }),
    entersWithCoordinates(author, tournament, entryPoint).then(
      (id): PlacedThing => ({
        kind: 'entry',
        id,
        ownerId: author.id,
        exact: entryPoint,
        publicPrecision: 'hidden',
        matesPrecision: 'hidden',
      }),
    ),
  ]);
  // Reactions make notifications (to the author, and to the stranger from her).
  const liked = [
    ...things.filter((t) => t.kind === 'catch').slice(0, 6),
    ...things.filter((t) => t.kind === 'catch' && t.ownerId === stranger.id),
  ];
  // Reported: one of her catches and one of her trips at each public precision (mates seeing them exactly).
  const reported: Reported[] = things
    .filter((t) => t.ownerId === author.id && t.kind !== 'entry' && t.matesPrecision === 'exact')
    .map((t) => ({ kind: t.kind === 'catch' ? 'post' : 'trip', itemId: t.id }));
  const made = buildCommunity(
    app,
    clock,
    { author, mate, follower, stranger, operator, advertiser },
    tournament,
    things.at(-1)!.id,
    reported,
  );
  await Promise.all(
    liked.map(async (thing) => {
      const liker = thing.ownerId === author.id ? mate : author;
      expect((await liker.send('POST', `/api/posts/${thing.id}/like`)).status).to.be.oneOf([200, 201]);
    }),
  );
  const community = await made;

  const probes = things.map((t) => ({ latitude: round6(t.exact.latitude + 0.3), longitude: round6(t.exact.longitude - 0.5) }));
  // A public spot, itself public knowledge: 30+ km from every exact point, so its own coordinates are no leak.
  const spotIds = [await aSpot(app.databaseUrl, { name: 'Outer Reef', location: 'Off the coast', ...probes[0]! })];

  await app.settled();
  const heard = (await stopListening?.()) ?? {};
  const world: World = {
    app,
    clients,
    heard,
    ids,
    things,
    spotIds,
    community,
    probes,
    guardedFrom: (viewer) =>
      things.flatMap((thing) => {
        const precision = precisionSeenBy(thing, viewer, world);
        return precision === 'exact'
          ? []
          : [
              {
                label: `${thing.kind} ${thing.id} (public ${thing.publicPrecision}, mates ${thing.matesPrecision})`,
                exact: thing.exact,
                precision,
              },
            ];
      }),
  };
  for (const probe of probes)
    for (const thing of things) expect(distanceKm(probe, thing.exact), 'a probe near an exact point').to.be.above(30);
  return world;
}
