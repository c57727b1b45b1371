import { Link, useLocation } from 'react-router';
import { Home, MapPin, MessageCircle, MessagesSquare, Trophy, Users, type LucideIcon } from 'lucide-react';
import { cn } from '@tightlines/kit';
import { bottomNavItems, isActivePath } from './nav-items.ts';
import { useNavPlacement } from './nav-placement.ts';

const icons: Record<string, LucideIcon> = {
  '/': Home,
  '/spots': MapPin,
  '/forum': MessagesSquare,
  '/messages': MessageCircle,
  '/groups': Users,
  '/tournaments': Trophy,
};

/** The phone's fixed bottom bar: six equal columns, thumb-sized targets. */
export function BottomNav() {
  const { pathname } = useLocation();
  // A wider screen's header carries the links: the bar is not rendered there.
  if (useNavPlacement() === 'header') return null;
  // Opaque, not blurred (as the header): what scrolls beneath showed through at 5 % only, and a blurred
  // backdrop is drawn again with every frame the page draws.
  return (
    <nav
      aria-label="Bottom navigation"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-[color-mix(in_srgb,var(--card)_95%,var(--background))] pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-6">
        {bottomNavItems.map(({ href, label, short }) => {
          const Icon = icons[href];
          const active = isActivePath(pathname, href);
          return (
            <li key={href}>
              <Link
                to={href}
                aria-current={active ? 'page' : undefined}
                className={`flex min-h-16 flex-col items-center justify-center gap-1 text-[11px] font-medium whitespace-nowrap focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset ${active ? 'text-primary' : 'text-muted-foreground'}`}
              >
                <span className={cn('inline-flex h-7 w-11 items-center justify-center rounded-full', active && 'bg-secondary')}>
                  {Icon && <Icon className="size-5" aria-hidden />}
                </span>
                {short ?? label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
