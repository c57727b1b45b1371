import type { Context } from 'koa';

/**
 * The advertiser portal's session cookie: apart from anglers' `tl.sid` (a portal user is not an
 * angler), HttpOnly, SameSite=Lax, Secure behind TLS, signed with the app's keys, and sent only to the
 * portal's calls. It names a row of advertiser_sessions by a hash of its token; state-changing calls
 * pass the app's same-origin guard like every other.
 */
export const ADVERTISER_COOKIE = 'tl.adv';
export const ADVERTISER_COOKIE_PATH = '/api/advertisers';

export function advertiserToken(ctx: Context): string | undefined {
  return ctx.cookies.get(ADVERTISER_COOKIE, { signed: true }) || undefined;
}

export function setAdvertiserCookie(ctx: Context, token: string | null, secure: boolean, expiresAt?: Date): void {
  if (secure) (ctx.cookies as { secure?: boolean }).secure = true;
  ctx.cookies.set(ADVERTISER_COOKIE, token, {
    path: ADVERTISER_COOKIE_PATH,
    expires: expiresAt,
    httpOnly: true,
    sameSite: 'lax',
    secure: secure || ctx.secure,
    signed: true,
    overwrite: true,
  });
}
