import { Link } from 'react-router';
import { LogOut, Settings, Trophy, User as UserIcon } from 'lucide-react';
import type { User } from '@tightlines/contracts';
import {
  Avatar,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  logoDataUrl,
} from '@tightlines/kit';

export function displayNameOf(user: User): string {
  return user.displayName || [user.firstName, user.lastName].filter(Boolean).join(' ') || 'Angler';
}

/** The avatar (the angler's picture, else the logo) opening Profile, Tournaments, Settings and Sign Out. */
export function UserMenu({ user }: { user: User }) {
  const name = displayNameOf(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="inline-flex size-11 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {/* A plain img, not Radix's: it must show the logo even before any picture loads. */}
        <Avatar className="size-9 ring-2 ring-border">
          <img src={user.profileImageUrl || logoDataUrl} alt="" className="size-full object-cover" />
        </Avatar>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="truncate">{name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserIcon aria-hidden />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/tournaments">
            <Trophy aria-hidden />
            Tournaments
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {/* A full navigation: the backend ends the session and redirects to the landing screen. */}
        <DropdownMenuItem asChild>
          <a href="/api/logout">
            <LogOut aria-hidden />
            Sign Out
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
