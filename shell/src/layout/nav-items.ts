export interface NavItem {
  href: string;
  label: string;
}

/** Mobile bottom bar, in the spec's order (part 1 §2): Home, Spots, Forum, Messages, Groups. */
export const bottomNavItems: NavItem[] = [
  { href: '/', label: 'Home' },
  { href: '/spots', label: 'Spots' },
  { href: '/forum', label: 'Forum' },
  { href: '/messages', label: 'Messages' },
  { href: '/groups', label: 'Groups' },
];

/** Desktop header buttons (part 1 §2): Forum, Messages, Groups, Spots. */
export const headerNavItems: NavItem[] = [
  { href: '/forum', label: 'Forum' },
  { href: '/messages', label: 'Messages' },
  { href: '/groups', label: 'Groups' },
  { href: '/spots', label: 'Spots' },
];

/** The active rule: Home ('/') only when exactly there; every other link when the path starts with it. */
export function isActivePath(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname.startsWith(href);
}
