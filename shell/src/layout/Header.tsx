import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { MapPin, MessageCircle, MessagesSquare, Search, Trophy, Users, type LucideIcon } from 'lucide-react';
import type { User } from '@tightlines/contracts';
import { Button, Input, Logo, cn } from '@tightlines/kit';
import { headerNavItems, isActivePath } from './nav-items.ts';
import { UserMenu } from './UserMenu.tsx';
import { SHELL_COLUMNS } from './shell-columns.ts';
import { NotificationsMenu } from './NotificationsMenu.tsx';
import { useNavPlacement } from './nav-placement.ts';
import { OfflineQueueIndicator } from '../offline/OfflineQueueIndicator.tsx';

const icons: Record<string, LucideIcon> = {
  '/forum': MessagesSquare,
  '/messages': MessageCircle,
  '/groups': Users,
  '/spots': MapPin,
  '/tournaments': Trophy,
};

/** The signed-in header: logo home, desktop search (Enter opens the results page) and buttons, the bell, the angler's menu. */
export function Header({ user }: { user: User }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Enter opens the results page — anglers, catches at places and forum questions for the words.
  const [search, setSearch] = useState('');
  // A phone shows neither the search nor the links (the bottom bar is its navigation): not rendered there.
  const wide = useNavPlacement() !== 'bottom';
  const openResults = () => {
    const words = search.trim();
    if (words) navigate(`/search?q=${encodeURIComponent(words)}`);
  };
  return (
    // An opaque ground of the colour the bar shows at rest (the card's white three-quarters over the page's
    // ground), not a translucent one blurred: Lighthouse's Chromium draws frames in software, and a blurred
    // backdrop is drawn again with every frame the page draws while it loads. Scrolled content no longer
    // shows faintly through the bar.
    <header className="sticky top-0 z-40 border-b border-border bg-[color-mix(in_srgb,var(--card)_75%,var(--background))]">
      <div className={cn(SHELL_COLUMNS, 'flex h-16 items-center gap-3 px-4 sm:px-6')}>
        <Link
          to="/"
          aria-label="Tightlines home"
          className="rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Logo className="text-primary" />
        </Link>
        {/* Shown or hidden by breakpoint variants alone (`max-md:hidden`, `md:flex`), never `hidden md:block`: a
            remote's stylesheet loads after the shell's, and its own `.hidden` (or `.flex`) would then win over
            the shell's breakpoint rule — the search went missing on a desktop that way. */}
        {wide && (
          <div className="relative ml-4 max-w-sm flex-1 xl:min-w-44 max-md:hidden">
            <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              type="search"
              aria-label="Search forum questions"
              placeholder="Search forum questions..."
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  openResults();
                }
              }}
              className="bg-muted pl-11"
            />
          </div>
        )}
        {wide && (
          <nav aria-label="Main" className="ml-auto items-center gap-1 max-md:hidden md:flex">
            {headerNavItems.map(({ href, label }) => {
              const Icon = icons[href];
              const active = isActivePath(pathname, href);
              return (
                <Button
                  key={href}
                  asChild
                  variant="ghost"
                  size="sm"
                  className={cn('px-2.5', active && 'bg-secondary text-secondary-foreground')}
                >
                  <Link to={href} aria-current={active ? 'page' : undefined}>
                    {Icon && <Icon aria-hidden />}
                    {/* Icons alone below a wide desktop, where five words beside the search do not fit. */}
                    <span className="max-xl:sr-only">{label}</span>
                  </Link>
                </Button>
              );
            })}
          </nav>
        )}
        <div className="ml-auto flex items-center gap-1 md:ml-2">
          <NotificationsMenu />
          <UserMenu user={user} />
        </div>
      </div>
      <OfflineQueueIndicator />
    </header>
  );
}
