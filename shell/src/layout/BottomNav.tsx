import { Link, useLocation } from 'react-router';
import { Home, MapPin, MessageCircle, MessagesSquare, Users, type LucideIcon } from 'lucide-react';
import { cn } from '@tightlines/kit';
import { bottomNavItems, isActivePath } from './nav-items.ts';

const icons: Record<string, LucideIcon> = {
  '/': Home,
  '/spots': MapPin,
  '/forum': MessagesSquare,
  '/messages': MessageCircle,
  '/groups': Users,
};

/** The phone's fixed bottom bar: five equal columns, thumb-sized targets. */
export function BottomNav() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Bottom navigation"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-5">
        {bottomNavItems.map(({ href, label }) => {
          const Icon = icons[href];
          const active = isActivePath(pathname, href);
          return (
            <li key={href}>
              <Link
                to={href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-16 flex-col items-center justify-center gap-1 text-xs font-medium text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset',
                  active && 'text-primary',
                )}
              >
                <span className={cn('inline-flex h-7 w-12 items-center justify-center rounded-full', active && 'bg-secondary')}>
                  {Icon && <Icon className="size-5" aria-hidden />}
                </span>
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
