import type { ReactNode } from 'react';
import type { User } from '@tightlines/contracts';
import { useLiveUpdates } from '@tightlines/kit';
import { Header } from './Header.tsx';
import { BottomNav } from './BottomNav.tsx';

/** Header on top, the remote's page in the middle, the bottom bar on phones; the live stream open meanwhile. */
export function SignedInLayout({ user, children }: { user: User; children: ReactNode }) {
  // One live stream per signed-in tab: new messages, group messages and notifications reach every remote's reads.
  useLiveUpdates(user.id);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-card focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <Header user={user} />
      <main id="content" className="flex-1 pb-20 md:pb-0">
        {children}
      </main>
      <BottomNav />
    </div>
  );
}
