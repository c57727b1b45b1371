import { expect } from 'chai';
import type { HeatSpot, PostPage, Profile, UserStats } from '@tightlines/contracts';
import { HttpClient, startTestApp, type JsonResponse, type TestApp } from '../support/index.ts';
import { anAngler, follows, mates, type Angler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';

const TAHOE = { latitude: 39.0968, longitude: -120.0324 };
type Privacy = 'public' | 'mates' | 'private';
const PRIVACIES: readonly Privacy[] = ['public', 'mates', 'private'];

/** Rosa's three catches at Lake Tahoe, one of each privacy, each of its own species. */
const SPECIES = { public: 'rainbow-trout', mates: 'brown-trout', private: 'lake-trout' } as const satisfies Record<Privacy, string>;

/**
 * EVERY read of anglers' content, in one place: what it is called, where it is asked, and which of
 * Rosa's catches its answer reveals. A new read path joins the privacy matrix by being added here.
 * `lists` says which catches the path would list to someone allowed to see everything (Discover
 * lists public catches only; the Following feed only what entered the viewer's timeline).
 */
interface ReadPath {
  name: string;
  path(authorId: string): string;
  revealed(res: JsonResponse, ids: Record<Privacy, string>): Privacy[];
}
/**
 * Rosa's trips at Quiet Cove: 1 public, 2 mates-only, 4 private — so a count of her trips there says
 * exactly which of them a figure took in (1 + 2 + 4: each privacy a bit). Each trip's notes name its privacy.
 */
const TRIPS_OF: Record<Privacy, number> = { public: 1, mates: 2, private: 4 };
const spot = { id: '' };
const tripsIn = (count: number) => PRIVACIES.filter((p) => (count & TRIPS_OF[p]) !== 0);
const listed = (res: JsonResponse, ids: Record<Privacy, string>) => {
  const shown = new Set((res.json as PostPage).items.map((p) => p.id));
  return PRIVACIES.filter((p) => shown.has(ids[p]));
};
/** Rosa's trips at a custom place, one of each privacy (notes name it): trips are shown as posts are. */
const tripIds: Record<Privacy, string> = { public: '', mates: '', private: '' };
const tripsShown = (trips: ReadonlyArray<{ id: string }>) => PRIVACIES.filter((p) => trips.some((t) => t.id === tripIds[p]));
export const READ_PATHS: readonly ReadPath[] = [
  { name: 'the Following feed', path: () => '/api/posts/feed', revealed: listed },
  {
    name: 'trip cards in the Following feed',
    path: () => '/api/posts/feed',
    revealed: (res) => tripsShown((res.json as { trips: Array<{ id: string }> }).trips),
  },
  { name: 'the profile Trips tab', path: (id) => `/api/trips/user/${id}`, revealed: (res) => tripsShown((res.json as PostPage).items) },
  {
    name: 'Discover near a point',
    path: () => `/api/posts?location=${encodeURIComponent('Lake Tahoe, CA')}&latitude=${TAHOE.latitude}&longitude=${TAHOE.longitude}`,
    revealed: listed,
  },
  { name: 'Discover by place (search)', path: () => `/api/posts?location=${encodeURIComponent('Emerald Bay')}`, revealed: listed },
  { name: 'nearby posts', path: () => `/api/posts/near?latitude=${TAHOE.latitude + 0.01}&longitude=${TAHOE.longitude}`, revealed: listed },
  { name: 'the profile grid', path: (id) => `/api/posts/user/${id}`, revealed: listed },
  {
    name: 'statistics',
    path: (id) => `/api/stats/user/${id}`,
    revealed: (res) => {
      const species = new Set((res.json as UserStats).speciesBreakdown.map((s) => s.species));
      return PRIVACIES.filter((p) => species.has(SPECIES[p]));
    },
  },
  {
    // Counts reveal how many, not which: the visible set is always a prefix (public ⊂ +mates ⊂ +private).
    name: 'profile counts',
    path: (id) => `/api/profile/${id}`,
    revealed: (res) => PRIVACIES.slice(0, (res.json as Profile).counts.catches),
  },
  // Spots' figures of activity: the heat map, a spot's Activity and its recent conditions count only public trips.
  {
    name: 'the heat map',
    path: () => '/api/spots/heatmap?timeRange=24h',
    revealed: (res) => tripsIn((res.json as HeatSpot[]).find((s) => s.id === spot.id)?.totalTrips ?? 0),
  },
  {
    name: "a spot's activity",
    path: () => `/api/spots/${spot.id}?timeRange=24h`,
    revealed: (res) => tripsIn((res.json as HeatSpot).totalTrips),
  },
  {
    name: "a spot's recent conditions",
    path: () => `/api/spots/${spot.id}/conditions/recent`,
    revealed: (res) => PRIVACIES.filter((p) => (res.json as Array<{ notes: string | null }>).some((c) => c.notes === `a ${p} trip`)),
  },
];

type Viewer = 'author' | 'mate' | 'follower' | 'stranger';
/** Who may see what (the rule), and what each path lists at most (its purpose). */
const MAY_SEE: Record<Viewer, Privacy[]> = {
  author: ['public', 'mates', 'private'],
  mate: ['public', 'mates'],
  follower: ['public'],
  stranger: ['public'],
};
const LISTS: Record<string, (viewer: Viewer) => Privacy[]> = {
  'the Following feed': (v) => (v === 'stranger' ? [] : PRIVACIES.slice()),
  'trip cards in the Following feed': (v) => (v === 'stranger' ? [] : PRIVACIES.slice()),
  'Discover near a point': () => ['public'],
  'Discover by place (search)': () => ['public'],
  // One picture for everyone: even the author's own mates-only and private trips stay off it.
  'the heat map': () => ['public'],
  "a spot's activity": () => ['public'],
  "a spot's recent conditions": () => ['public'],
};

/**
 * The matrix runs twice: with posts fanned out to home timelines on write, and with every author who
 * has a follower a wide author (HOME_TIMELINE_FAN_OUT_MAX=0), whose posts the Following feed merges on
 * read — both ways a post reaches a feed answer to the same rule.
 */
const privacyMatrix = (delivery: string, env: Record<string, string>) =>
  describe(`posts: who sees which catch, on every read path (${delivery})`, () => {
    let app: TestApp;
    let rosa: Angler; // the author
    let max: Angler; // her mate
    let finn: Angler; // follows her; she does not follow back
    let sam: Angler; // a stranger
    const ids = { public: '', mates: '', private: '' };

    before(async () => {
      app = await startTestApp({ env });
      [rosa, max, finn, sam] = await Promise.all(['Rosa Rivers', 'Max Mate', 'Finn Follower', 'Sam Stranger'].map((n) => anAngler(app, n)));
      await mates(rosa, max);
      await follows(finn, rosa);
      const at = (c: ReturnType<typeof aCatch>) => c.at('Emerald Bay, Lake Tahoe, CA', TAHOE.latitude, TAHOE.longitude);
      ids.public = (await at(aCatch().of(SPECIES.public).weighing(3).measuring(18)).by(rosa)).id;
      ids.mates = (await at(aCatch().of(SPECIES.mates).weighing(5).measuring(21).mates()).by(rosa)).id;
      ids.private = (await at(aCatch().of(SPECIES.private).weighing(10).measuring(30).private()).by(rosa)).id;
      const cove = await rosa.send('POST', '/api/spots', {
        name: 'Quiet Cove',
        description: 'A cove for the privacy matrix',
        location: 'Emerald Bay, CA',
        ...TAHOE,
      });
      spot.id = (cove.json as { id: string }).id;
      for (const privacy of PRIVACIES)
        for (let i = 0; i < TRIPS_OF[privacy]; i++)
          expect(
            (await rosa.send('POST', '/api/spots/trips', { spotId: spot.id, fishingSuccess: true, privacy, notes: `a ${privacy} trip` }))
              .status,
          ).to.equal(201);
    });
    after(() => app?.close());

    const viewers = (): Record<Viewer, Angler> => ({ author: rosa, mate: max, follower: finn, stranger: sam });

    // Runs after the first `before` (the anglers and follows are there): Rosa's trips at a custom place.
    before(async () => {
      for (const privacy of PRIVACIES) {
        const res = await rosa.send('POST', '/api/spots/trips', {
          location: 'Secret beaver pond',
          latitude: 39.2,
          longitude: -120.1,
          fishingSuccess: true,
          privacy,
          notes: `a ${privacy} pond trip`,
        });
        expect(res.status, res.text).to.equal(201);
        tripIds[privacy] = (res.json as { id: string }).id;
      }
    });

    for (const read of READ_PATHS) {
      for (const who of Object.keys(MAY_SEE) as Viewer[]) {
        const expected = MAY_SEE[who].filter((p) => (LISTS[read.name]?.(who) ?? PRIVACIES).includes(p));
        it(`${read.name}: the ${who} sees ${expected.length ? expected.join(' + ') : 'nothing'} of the author's catches`, async () => {
          const res = await viewers()[who].get(read.path(rosa.id));
          expect(res.status, res.text).to.equal(200);
          expect(read.revealed(res, ids)).to.deep.equal(expected);
        });
      }
      // Every read is a signed-in angler's (spec part 2 §6: a visitor sees only the landing and advertiser pages).
      it(`${read.name}: an anonymous visitor is asked to sign in and sees nothing`, async () => {
        const res = await new HttpClient(app.url).get<{ message: string }>(read.path(rosa.id));
        expect(res.status).to.equal(401);
        expect(res.text).not.to.contain(ids.public);
      });
    }

    it('shows the statistics of only the catches a viewer may see, biggest fish included', async () => {
      const heaviest: Record<Viewer, number> = { author: 10, mate: 5, follower: 3, stranger: 3 };
      for (const [who, angler] of Object.entries(viewers()) as [Viewer, Angler][]) {
        const stats = await angler.get<UserStats>(`/api/stats/user/${rosa.id}`);
        expect(stats.json.biggestByWeight?.weight, who).to.equal(heaviest[who]);
      }
    });

    it('hides a private catch from likes and deletes of others as if it did not exist', async () => {
      expect((await sam.send('POST', `/api/posts/${ids.private}/like`)).status).to.equal(404);
      expect((await finn.send('POST', `/api/posts/${ids.mates}/like`)).status).to.equal(404);
      expect((await max.send('POST', `/api/posts/${ids.mates}/like`)).status).to.equal(200);
      expect((await max.send('DELETE', `/api/posts/${ids.private}`)).status).to.equal(404);
    });

    it("shows a trip's detail to whoever may see the trip, and to no one else as if it did not exist (404)", async () => {
      for (const [who, angler] of Object.entries(viewers()) as [Viewer, Angler][]) {
        const seen: Privacy[] = [];
        for (const privacy of PRIVACIES) {
          const res = await angler.get(`/api/trips/${tripIds[privacy]}`);
          expect(res.status, `${who} asks for the ${privacy} trip`).to.be.oneOf([200, 404]);
          if (res.status === 200) seen.push(privacy);
        }
        expect(seen, who).to.deep.equal(MAY_SEE[who]);
      }
      expect((await new HttpClient(app.url).get(`/api/trips/${tripIds.public}`)).status).to.equal(401);
    });
  });

privacyMatrix('fanned out on write', {});
privacyMatrix('merged on read: every author wide', { HOME_TIMELINE_FAN_OUT_MAX: '0' });
