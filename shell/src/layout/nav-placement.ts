import { useSyncExternalStore } from 'react';

/** Tailwind's `md` (48rem): from it the header shows its search and links; below it the bottom bar. */
const HEADER_NAV = '(min-width: 48rem)';

/** Where the screen shows the navigation: in the header, in the bottom bar, or both where nobody can tell (CSS decides). */
export type NavPlacement = 'header' | 'bottom' | 'both';

const headerNavQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(HEADER_NAV) : undefined);

const subscribe = (changed: () => void) => {
  const list = headerNavQuery();
  list?.addEventListener('change', changed);
  return () => list?.removeEventListener('change', changed);
};

const placement = (): NavPlacement => {
  const list = headerNavQuery();
  if (!list) return 'both';
  return list.matches ? 'header' : 'bottom';
};

/**
 * The header's search and links are hidden on a phone and the bottom bar on a wider screen (breakpoint
 * classes), yet both were rendered on every screen: a phone's signed-in load rendered five header links
 * with their buttons and icons and the search box for nothing. Only the placement the screen shows is
 * rendered; turning the phone or resizing the window swaps them. Without matchMedia (jsdom) both are.
 */
export function useNavPlacement(): NavPlacement {
  return useSyncExternalStore(subscribe, placement, () => 'both');
}
