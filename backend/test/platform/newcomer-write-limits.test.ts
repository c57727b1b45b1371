import { expect } from 'chai';
import type { Context } from 'koa';
import { postsRoutes, spotsRoutes, tournamentsRoutes, tripsRoutes, type ErrorBody, type RouteDef } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler } from '../support/builders/anglers.ts';
import { aCatch } from '../support/builders/posts.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { LimitsToken, type Limits } from '../../src/platform/limits/limits.ts';
import { LimitReached } from '../../src/platform/limits/postgres-limits.ts';
import { newcomerLimits } from '../../src/platform/limits/newcomer-limits.ts';

const DAY = 86_400_000;

/**
 * A new account's first 24 hours (joined by the system's time, judged by the app's clock, which starts
 * now) count its shares, trips, spots, tips and tournaments; past the first day's number the 429 says
 * why; a day later the same call is let through.
 */
describe('platform: newcomers’ write limits (posts, trips, spots, tips, tournaments)', () => {
  let app: TestApp;
  let limits: Limits;
  const clock = new ManualClock(new Date());

  before(async function () {
    this.timeout(60_000);
    clock.set(new Date()); // now, not when the file was loaded
    app = await startTestApp({ clock });
    limits = await app.inContext(async (get) => get<Limits>(LimitsToken));
  });
  beforeEach(() => clock.set(new Date()));
  after(() => app?.close());

  const cases: Array<{ routes: RouteDef[]; name: string; points: number; counts: string }> = [
    { routes: [postsRoutes.sharePost], name: 'posts.share', points: 10, counts: 'posts' },
    { routes: [tripsRoutes.logTrip, spotsRoutes.logConditions], name: 'trips.log', points: 10, counts: 'trips' },
    { routes: [spotsRoutes.create], name: 'spots.add', points: 3, counts: 'new spots' },
    { routes: [spotsRoutes.shareTip], name: 'spots.tip', points: 10, counts: 'tips' },
    { routes: [tournamentsRoutes.createTournament], name: 'tournaments.create', points: 1, counts: 'new tournaments' },
  ];

  for (const { routes, name, points, counts } of cases) {
    it(`${name}: ${points} ${counts} on the first day, saying why; a day later more`, async () => {
      const angler = await anAngler(app, `Newcomer ${name}`);
      const count = newcomerLimits(limits);
      // Each route of the limit takes its turn: both ways of logging a trip count as one.
      const call = (i: number) => count(routes[i % routes.length]!, { state: { anglerId: angler.id } } as unknown as Context);
      for (let i = 0; i < points; i++) await call(i);
      const refused = await call(points).then(
        () => expect.fail(`call ${points + 1} of a first day is refused`),
        (error: unknown) => error,
      );
      expect(refused).to.be.instanceOf(LimitReached);
      const one = points === 1 ? counts.replace(/s$/, '') : counts;
      expect((refused as LimitReached).message).to.contain(`You've reached the limit of ${points} ${one} on your first day (${name}).`);
      expect((refused as LimitReached).message).to.contain(
        `New anglers can have ${points} ${counts} on their first day; more once your account is a day old.`,
      );
      clock.set(new Date(Date.now() + DAY + 60_000)); // a day after they joined, by the system's time
      for (let i = 0; i <= points * 2; i++) await call(i);
    });
  }

  it('answers 429 through the real call, with the limit named, and shares again a day later', async () => {
    const kai = await anAngler(app, 'Kai Keen');
    for (let i = 0; i < 10; i++) await aCatch().of('walleye').by(kai);
    const refused = await kai.send<ErrorBody & { limit: { name: string } }>('POST', '/api/posts', aCatch().of('walleye').payload());
    expect(refused.status).to.equal(429);
    expect(refused.json.limit.name).to.equal('posts.share');
    expect(refused.json.message).to.contain('New anglers can have 10 posts on their first day');
    clock.set(new Date(Date.now() + DAY + 60_000));
    expect((await kai.send('POST', '/api/posts', aCatch().of('walleye').payload())).status).to.equal(201);
  });
});
