import { useState, useSyncExternalStore } from 'react';

/** Below Tailwind's `sm` (40rem) the kit's phoneSheet fills the whole screen. */
const PHONE = '(max-width: 39.99rem)';

const phoneQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE) : undefined);

const subscribe = (changed: () => void) => {
  const list = phoneQuery();
  list?.addEventListener('change', changed);
  return () => list?.removeEventListener('change', changed);
};

const onPhone = () => phoneQuery()?.matches ?? false;

/**
 * Whether the page has been covered by a phone sheet since it opened. A spot's link opens its detail
 * over the spots page: on a phone nobody sees the heat map or the cards beneath, so they are drawn once
 * the sheet is closed, not during the load. Once the page has been seen it stays drawn (a sheet opened
 * from a card keeps the list, its state and scroll under it). Without matchMedia (jsdom): false.
 */
export function useCoveredSinceLoad(sheetOpen: boolean): boolean {
  const covered = useSyncExternalStore(subscribe, onPhone, () => false) && sheetOpen;
  const [seen, setSeen] = useState(!covered);
  if (!covered && !seen) setSeen(true);
  return !seen;
}
