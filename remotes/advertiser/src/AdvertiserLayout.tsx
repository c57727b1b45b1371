import { Outlet } from 'react-router';
import { Logo } from '@tightlines/kit';

/** The portal's own chrome: business partners never see the angler header. */
export function AdvertiserLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex h-16 max-w-5xl items-center gap-3 px-4 sm:px-6">
          <Logo className="text-primary" />
          <span className="rounded-full bg-secondary px-3 py-1 text-sm font-semibold whitespace-nowrap text-secondary-foreground max-[389px]:px-2 max-[389px]:text-xs">
            Advertiser Portal
          </span>
        </div>
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
