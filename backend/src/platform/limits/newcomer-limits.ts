import type { Context } from 'koa';
import { moderationRoutes, postsRoutes, spotsRoutes, tournamentsRoutes, tripsRoutes, type RouteDef } from '@tightlines/contracts';
import type { LimitPolicy, Limits } from './limits.ts';

/**
 * What a new account (its first 24 hours) may do where the owning module counts nothing itself; later,
 * only the outer request limits apply. The forum, messaging and groups count their own, first day
 * included (their application/limits.ts). Counted at the door, not in the use cases, so the demo
 * data written through the use cases at start-up is not counted. Kept as data over the contracts' routes: one table, asked
 * before the route's handler; a module that comes to count a call itself takes its line from here.
 */
const FIRST_DAY = {
  report: { name: 'moderation.report', counts: 'reports', firstDay: { points: 10, per: 'day' } },
  // A keen angler's big day is a handful of catches and a couple of trips; a spammer's is hundreds.
  post: { name: 'posts.share', counts: 'posts', firstDay: { points: 10, per: 'day' } },
  trip: { name: 'trips.log', counts: 'trips', firstDay: { points: 10, per: 'day' } },
  spot: { name: 'spots.add', counts: 'new spots', firstDay: { points: 3, per: 'day' } },
  tip: { name: 'spots.tip', counts: 'tips', firstDay: { points: 10, per: 'day' } },
  tournament: { name: 'tournaments.create', counts: 'new tournaments', firstDay: { points: 1, per: 'day' } },
} as const satisfies Record<string, LimitPolicy>;

export const NEWCOMER_LIMITS: ReadonlyArray<{ route: RouteDef; policy: LimitPolicy }> = [
  { route: moderationRoutes.report, policy: FIRST_DAY.report },
  { route: postsRoutes.sharePost, policy: FIRST_DAY.post },
  // Every way of logging a trip counts as one (a GPX import makes a trip too).
  { route: tripsRoutes.logTrip, policy: FIRST_DAY.trip },
  { route: tripsRoutes.importTrack, policy: FIRST_DAY.trip },
  { route: spotsRoutes.logConditions, policy: FIRST_DAY.trip },
  { route: spotsRoutes.create, policy: FIRST_DAY.spot },
  { route: spotsRoutes.shareTip, policy: FIRST_DAY.tip },
  { route: tournamentsRoutes.createTournament, policy: FIRST_DAY.tournament },
];

/** Counts a newcomer's call of a route in NEWCOMER_LIMITS (429 past it, saying why); asked before the route's handler. */
export function newcomerLimits(limits: Limits, table = NEWCOMER_LIMITS): (def: RouteDef, ctx: Context) => Promise<void> {
  const byRoute = new Map(table.map(({ route, policy }) => [`${route.method} ${route.path}`, policy]));
  return async (def, ctx) => {
    const policy = byRoute.get(`${def.method} ${def.path}`);
    if (policy && ctx.state.anglerId) await limits.consume(policy, ctx.state.anglerId);
  };
}
