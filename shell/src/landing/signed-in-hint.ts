/**
 * The server sets this readable cookie beside the httpOnly session cookie, with the same lifetime, and
 * clears it at sign-out (backend/src/platform/auth/session-cookies.ts). It proves nothing — the session
 * cookie does — it only lets the first script choose what to load: a visitor at '/' gets the light
 * landing (React and one screen), an angler the whole app. A stale hint costs nothing worse than the
 * app's own landing.
 */
export const SIGNED_IN_HINT_COOKIE = 'tl.in';

export function hasSignedInHint(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=1`));
}

/** Only the landing route, and only for someone with no session, opens on the light landing. */
export function opensOnLightLanding(pathname: string, cookies: string): boolean {
  return pathname === '/' && !hasSignedInHint(cookies);
}
