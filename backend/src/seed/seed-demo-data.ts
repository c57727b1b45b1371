import { RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Container } from 'inversify';
import type { Logger } from '../platform/logging/logger.ts';
import { sql, SqlToken, type Sql } from '../platform/db/sql.ts';
import { MediaStoreToken, type MediaStore } from '../platform/media/media-store.ts';
import { User } from '../modules/identity/domain/user.ts';
import { IdentityLink } from '../modules/identity/domain/identity-link.ts';
import { UserRepository } from '../modules/identity/application/ports.ts';
import { FollowAngler } from '../modules/identity/application/follow-angler.ts';
import { AnglerCardChanged, AnglersFacade } from '../modules/identity/index.ts';
import { EventBusToken, type EventBus } from '../platform/events/event-bus.ts';
import { SpotRepository } from '../modules/spots/application/ports.ts';
import { LogTrip } from '../modules/spots/application/log-trip.ts';
import { DEMO_ANGLERS, DEMO_MARK, type DemoAngler } from './demo-anglers.ts';
import { DEMO_SPOTS, demoSpotDetails, type DemoSpot } from './demo-spots.ts';
import { demoTrip } from './demo-trips.ts';
import { avatarPng } from './demo-pictures.ts';
import { DemoRandom } from './random.ts';

/** Demo anglers sign in nowhere: their provider link names this pseudo-issuer. */
export const DEMO_ISSUER = 'tightlines:demo';

export interface SeededAngler extends DemoAngler {
  id: string;
}

/** More demo content (catches) contributed by a module that has it; runs inside the seed's transaction. */
export type DemoContribution = (seed: {
  container: Container;
  random: DemoRandom;
  now: Date;
  anglers: SeededAngler[];
  spots: Map<string, DemoSpot>;
  mark: (kind: string, ids: string[]) => Promise<void>;
}) => Promise<void>;

export interface SeedDemoDataOptions {
  container: Container;
  em: EntityManager;
  log: Logger;
  contributions?: DemoContribution[];
}

/**
 * Fills an empty database with a living demo: anglers with pictures and bios, real fishing spots,
 * follows (many of them mutual), trips and tips — and whatever the contributions add (catches). Runs
 * only when there is no angler yet, in one transaction (all of it or nothing), through the modules'
 * own use cases so every rule and counter holds. Every row it makes is listed in demo_rows.
 */
export async function seedDemoData({ container, em, log, contributions = [] }: SeedDemoDataOptions): Promise<boolean> {
  return RequestContext.create(em, () =>
    em.transactional(async () => {
      // Only an app nobody has signed up to yet (asked of identity, whose table it is); of replicas
      // starting together, the one whose claim row goes in seeds.
      if (await container.get<AnglersFacade>(AnglersFacade).anyAngler()) return false;
      const db = container.get<Sql>(SqlToken);
      const claimed = await db.rows(sql`insert into demo_seed (id) values (1) on conflict do nothing returning id`);
      if (!claimed.length) return false;
      const started = Date.now();
      const random = new DemoRandom(20251121);
      const now = new Date();
      const mark = async (kind: string, ids: string[]) => {
        if (ids.length) await db.run(sql`insert into demo_rows (kind, id) select ${kind}, unnest(${ids}::text[])`);
      };

      const spots = await seedSpots(container);
      await mark('spot', [...spots.keys()]);
      const anglers = await seedAnglers(container);
      await mark(
        'angler',
        anglers.map((a) => a.id),
      );
      await seedFollows(container, random, anglers);
      const trips = await seedTrips(container, random, now, anglers, spots);
      await mark('trip', trips);
      for (const contribute of contributions) await contribute({ container, random, now, anglers, spots, mark });

      log.info(
        { anglers: anglers.length, spots: spots.size, trips: trips.length, ms: Date.now() - started },
        'demo data seeded (DEMO_DATA=false turns this off)',
      );
      return true;
    }),
  );
}

async function seedSpots(container: Container): Promise<Map<string, DemoSpot>> {
  const spots = container.get<SpotRepository>(SpotRepository);
  for (const s of DEMO_SPOTS) {
    await spots.add({
      id: s.id,
      name: s.name,
      location: s.location,
      latitude: s.latitude,
      longitude: s.longitude,
      waterType: s.waterType,
      createdBy: null,
      totalTrips: 0,
      details: demoSpotDetails(s),
    });
  }
  return new Map(DEMO_SPOTS.map((s) => [s.id, s]));
}

async function seedAnglers(container: Container): Promise<SeededAngler[]> {
  const users = container.get<UserRepository>(UserRepository);
  const media = container.get<MediaStore>(MediaStoreToken);
  const events = container.get<EventBus>(EventBusToken);
  const seeded: SeededAngler[] = [];
  for (const [index, angler] of DEMO_ANGLERS.entries()) {
    const picture = await media.storeImage(await avatarPng(angler.firstName, angler.lastName, index));
    const user = User.register({
      displayName: `${angler.firstName} ${angler.lastName}`,
      firstName: angler.firstName,
      lastName: angler.lastName,
      profileImageUrl: picture.url,
    });
    user.edit(user.id, { location: angler.location, bio: `${angler.bio} ${DEMO_MARK}` });
    const slug = `${angler.firstName}-${angler.lastName}`.toLowerCase();
    await users.register(user, new IdentityLink(DEMO_ISSUER, slug, user.id));
    // As a sign-up does: the modules that keep a copy of anglers' cards (posts, spots) learn of them.
    await events.publish(AnglerCardChanged.of(user), { orderKey: user.id });
    seeded.push({ ...angler, id: user.id });
  }
  return seeded;
}

/** Anglers who fish the same waters follow each other (mates); a few follow well-known names too. */
async function seedFollows(container: Container, random: DemoRandom, anglers: SeededAngler[]): Promise<void> {
  const followAngler = container.get(FollowAngler);
  for (const a of anglers) {
    for (const b of anglers) {
      if (a === b) continue;
      const shareWater = a.waters.some((w) => b.waters.includes(w));
      if (random.chance(shareWater ? 0.85 : 0.12)) await followAngler.execute(a.id, b.id);
    }
  }
}

async function seedTrips(
  container: Container,
  random: DemoRandom,
  now: Date,
  anglers: SeededAngler[],
  spots: Map<string, DemoSpot>,
): Promise<string[]> {
  const logTrip = container.get(LogTrip);
  const ids: string[] = [];
  for (const angler of anglers) {
    for (let n = random.int(4, 12); n > 0; n--) {
      const spot = spots.get(random.pick(angler.waters))!;
      const { trip } = await logTrip.execute(angler.id, demoTrip(random, spot), random.recent(now, 120));
      ids.push(trip.id);
    }
  }
  return ids;
}
