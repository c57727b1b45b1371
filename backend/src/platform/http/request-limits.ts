import type { Middleware } from 'koa';
import { VITALS_PATH } from '@tightlines/contracts';
import type { LimitPolicy, Limits } from '../limits/limits.ts';

export interface RequestLimitSettings {
  /** Writes (POST, PUT, PATCH, DELETE under /api) one angler may make a minute. */
  writesPerAngler: number;
  /** Writes one address may make a minute, signed in or not (a shared address: a club's wifi). */
  writesPerAddress: number;
  /** Sign-in attempts (the start of the sign-in flow and the provider's login form) from one address a minute. */
  signInsPerAddress: number;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The development provider's sign-in form (an external provider limits its own). */
const SIGN_IN_FORM = /^\/oidc\/interaction\//;

/**
 * Limits on every write and every sign-in, per angler and per address, counted in PostgreSQL for
 * all processes (platform/limits), answering 429 with the limit's name, its reset and what lifts it.
 * These are the outer fences against floods; modules add their own, tighter, named limits (forum
 * questions, messages...) where the product needs them.
 */
export function requestLimits(limits: Limits, settings: RequestLimitSettings): { signIns: Middleware; writes: Middleware } {
  const perAngler: LimitPolicy = { name: 'writes', counts: 'changes', regular: { points: settings.writesPerAngler, per: 'minute' } };
  const perAddress: LimitPolicy = {
    name: 'writes-per-address',
    counts: 'changes from one address',
    regular: { points: settings.writesPerAddress, per: 'minute' },
  };
  const signIns: LimitPolicy = {
    name: 'sign-in',
    counts: 'sign-in attempts',
    regular: { points: settings.signInsPerAddress, per: 'minute' },
  };
  return {
    /** Before the development provider: a sign-in is a few requests, so only its start and its login form count. */
    signIns: async (ctx, next) => {
      if (ctx.path === '/api/login' || (SIGN_IN_FORM.test(ctx.path) && ctx.method === 'POST'))
        await limits.consumeByAddress(signIns, ctx.ip);
      await next();
    },
    /**
     * After the session is known: every write, per address and per angler — but the browsers' vitals
     * reports, which change nothing and have a limit of their own, never use up an angler's writes.
     */
    writes: async (ctx, next) => {
      if (WRITES.has(ctx.method) && ctx.path.startsWith('/api/') && ctx.path !== VITALS_PATH) {
        await limits.consumeByAddress(perAddress, ctx.ip);
        if (ctx.state.anglerId) await limits.consume(perAngler, ctx.state.anglerId);
      }
      await next();
    },
  };
}
