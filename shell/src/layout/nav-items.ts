export interface NavItem {
  href: string;
  label: string;
  /** The word under the icon where a column is narrow (the phone's bottom bar); the label otherwise. */
  short?: string;
}

/**
 * Mobile bottom bar: the spec's five (part 1 §2: Home, Spots, Forum, Messages, Groups) and then
 * Tournaments, which the spec's list predates — without it a phone reaches tournaments nowhere. Six
 * columns of 60 px at 360 px: "Tournaments" does not fit one, so the bar says what anglers say, "Tourneys" (its
 * accessible name too: a name that differs from the visible word fails people who speak their commands).
 */
export const bottomNavItems: NavItem[] = [
  { href: '/', label: 'Home' },
  { href: '/spots', label: 'Spots' },
  { href: '/forum', label: 'Forum' },
  { href: '/messages', label: 'Messages' },
  { href: '/groups', label: 'Groups' },
  { href: '/tournaments', label: 'Tournaments', short: 'Tourneys' },
];

/** Desktop header buttons (part 1 §2: Forum, Messages, Groups, Spots), then Tournaments. */
export const headerNavItems: NavItem[] = [
  { href: '/forum', label: 'Forum' },
  { href: '/messages', label: 'Messages' },
  { href: '/groups', label: 'Groups' },
  { href: '/spots', label: 'Spots' },
  { href: '/tournaments', label: 'Tournaments' },
];

/** The active rule: Home ('/') only when exactly there; every other link when the path starts with it. */
export function isActivePath(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname.startsWith(href);
}
