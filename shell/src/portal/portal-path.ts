/** Where the advertiser portal lives: its own page for `/advertiser` and everything below it. */
export const PORTAL_BASE = '/advertiser';

/** Whether a path is the advertiser portal's, not the angler app's. */
export function isPortalPath(pathname: string): boolean {
  return pathname === PORTAL_BASE || pathname.startsWith(`${PORTAL_BASE}/`);
}
