import type { Context } from 'koa';
import {
  accountRoutes,
  identityRoutes,
  moderationRoutes,
  platformRoutes,
  restrictedMessage,
  tripsRoutes,
  type RouteDef,
} from '@tightlines/contracts';
import { NotAllowed } from '../../shared/kernel/domain-errors.ts';
import { inForce } from './angler-restrictions.ts';

/**
 * What a suspended or banned angler may still call: sign in and out, see who they are (with their
 * standing), read their standing and the statements of reasons, appeal, and download their data (their trips' tracks too) — and the public
 * configuration the app needs to start at all. Whether they are an operator is asked by the page where they read
 * why and appeal; it tells nothing else, so it stays open. Everything else is refused.
 */
export const OPEN_TO_RESTRICTED_ANGLERS: readonly RouteDef[] = [
  platformRoutes.publicConfig,
  identityRoutes.login,
  identityRoutes.callback,
  identityRoutes.logout,
  identityRoutes.currentUser,
  moderationRoutes.standing,
  moderationRoutes.role,
  moderationRoutes.statements,
  moderationRoutes.appeal,
  accountRoutes.exportData,
  tripsRoutes.exportTrack,
];

/** A suspended or banned angler's call beyond what they may still do: 403, saying why and what they can do. */
export class AccountRestricted extends NotAllowed {
  readonly code = 'ACCOUNT_RESTRICTED';
}

const keyOf = (def: RouteDef) => `${def.method} ${def.path}`;

/**
 * The one rule for restricted anglers, asked before every route's handler (one of HttpRoutes' guards) with the
 * restriction their session was looked up with; `now` decides whether a suspension has run out.
 */
export function standingGuard(
  now: () => Date,
  open: readonly RouteDef[] = OPEN_TO_RESTRICTED_ANGLERS,
): (def: RouteDef, ctx: Context) => void {
  const allowed = new Set(open.map(keyOf));
  return (def, ctx) => {
    const restriction = inForce(ctx.state.restriction, now());
    if (restriction && !allowed.has(keyOf(def))) throw new AccountRestricted(restrictedMessage(restriction));
  };
}
