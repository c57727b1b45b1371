import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isPortalPath } from './portal-path.ts';

/** Whether this document itself was opened at a portal address (the server then gave the app's page for it). */
function openedAtPortal(): boolean {
  const entry = performance.getEntriesByType('navigation')[0];
  const opened = entry ? new URL(entry.name).pathname : window.location.pathname;
  return isPortalPath(opened);
}

/**
 * The advertiser portal is a page of its own (./start-portal.ts), not a screen of the app: a move to it
 * inside the app is a full navigation. Unless the server answered the portal's address with the app's
 * page, where navigating again would loop: then it says so.
 */
export function PortalNavigation() {
  const { pathname, search, hash } = useLocation();
  const loop = openedAtPortal();
  useEffect(() => {
    if (!loop) window.location.assign(`${pathname}${search}${hash}`);
  }, [loop, pathname, search, hash]);
  return loop ? <p className="p-6 text-center">The advertiser portal is not available here.</p> : null;
}
