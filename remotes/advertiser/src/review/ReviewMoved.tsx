import { useEffect } from 'react';
import { apiAddress } from '@tightlines/kit';
import { MODERATION_PAGES } from '@tightlines/contracts';

/** Where operators review advertisers now: the operator console's Advertisers tab, in the app. */
export const CONSOLE_ADVERTISERS = `${MODERATION_PAGES.console}/advertisers`;

/**
 * The portal's old review address sends operators on to the console. A full navigation, not the
 * router's: the console is the app's page (a portal served on an origin of its own finds the app where
 * its API is).
 */
export function ReviewMoved() {
  useEffect(() => {
    window.location.replace(apiAddress(CONSOLE_ADVERTISERS));
  }, []);
  return null;
}
