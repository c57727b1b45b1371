import type { Context } from 'koa';

/**
 * The advertiser portal's session cookie: apart from anglers' `tl.sid` (a portal user is not an
 * angler), HttpOnly, SameSite=Lax, Secure behind TLS, signed with the app's keys, and sent only to the
 * portal's calls. It names a row of advertiser_sessions by a hash of its token; state-changing calls
 * pass the app's same-origin guard like every other. Signed in from the portal on an origin of its
 * own (ADVERTISER_PORTAL_ORIGINS) over TLS, it is SameSite=None: a portal on another site must get it
 * back on its credentialed calls, and only the allowed origins may make them (CORS and the guard).
 * Over plain http (development, an `ads.` host on the same site) Lax already suffices.
 */
export const ADVERTISER_COOKIE = 'tl.adv';
export const ADVERTISER_COOKIE_PATH = '/api/advertisers';

export function advertiserToken(ctx: Context): string | undefined {
  return ctx.cookies.get(ADVERTISER_COOKIE, { signed: true }) || undefined;
}

export function setAdvertiserCookie(
  ctx: Context,
  token: string | null,
  secure: boolean,
  expiresAt?: Date,
  portalOrigins: readonly string[] = [],
): void {
  if (secure) (ctx.cookies as { secure?: boolean }).secure = true;
  const overTls = secure || ctx.secure;
  const fromPortalOrigin = portalOrigins.includes(ctx.get('origin'));
  ctx.cookies.set(ADVERTISER_COOKIE, token, {
    path: ADVERTISER_COOKIE_PATH,
    expires: expiresAt,
    httpOnly: true,
    sameSite: fromPortalOrigin && overTls ? 'none' : 'lax',
    secure: overTls,
    signed: true,
    overwrite: true,
  });
}
