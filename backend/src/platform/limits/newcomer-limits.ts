import type { Context } from 'koa';
import { moderationRoutes, type RouteDef } from '@tightlines/contracts';
import type { LimitPolicy, Limits } from './limits.ts';

/**
 * What a new account (its first 24 hours) may do where the owning module counts nothing itself; later,
 * only the outer request limits apply. The forum, messaging and groups count their own, first day
 * included (their application/limits.ts). Kept as data over the contracts' routes: one table, asked
 * before the route's handler; a module that comes to count a call itself takes its line from here.
 */
export const NEWCOMER_LIMITS: ReadonlyArray<{ route: RouteDef; policy: LimitPolicy }> = [
  { route: moderationRoutes.report, policy: { name: 'moderation.report', counts: 'reports', firstDay: { points: 10, per: 'day' } } },
];

/** Counts a newcomer's call of a route in NEWCOMER_LIMITS (429 past it, saying why); asked before the route's handler. */
export function newcomerLimits(limits: Limits, table = NEWCOMER_LIMITS): (def: RouteDef, ctx: Context) => Promise<void> {
  const byRoute = new Map(table.map(({ route, policy }) => [`${route.method} ${route.path}`, policy]));
  return async (def, ctx) => {
    const policy = byRoute.get(`${def.method} ${def.path}`);
    if (policy && ctx.state.anglerId) await limits.consume(policy, ctx.state.anglerId);
  };
}
