import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { cn, PageFrame, PageHeader, Skeleton } from '@tightlines/kit';
import { useModerationRole } from './api/moderation.ts';
import { OperatorsOnly } from './OperatorsOnly.tsx';

const TABS = [
  { to: '/operator', label: 'Queue' },
  { to: '/operator/appeals', label: 'Appeals' },
  { to: '/operator/advertisers', label: 'Advertisers' },
  { to: '/operator/audit', label: 'Audit log' },
  { to: '/operator/operators', label: 'Operators' },
] as const;

/**
 * The console's frame: its title and one link a tab (each tab has its own address, so an operator can
 * share where they are). Whether the angler is an operator comes from the role call; the server refuses
 * every console call to anyone else regardless.
 */
export function ConsoleLayout() {
  const role = useModerationRole();
  const here = useLocation().pathname.replace(/\/+$/, '').toLowerCase();
  if (role.isPending)
    return (
      <PageFrame>
        <Skeleton className="h-64" />
      </PageFrame>
    );
  if (role.data?.operator !== true) return <OperatorsOnly />;
  return (
    <PageFrame>
      <PageHeader
        icon={<ShieldCheck aria-hidden />}
        title="Operator console"
        description="Reports, appeals, advertisers and who may moderate."
      />
      <nav aria-label="Console" className="-mx-4 mb-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex w-max gap-1 rounded-xl bg-muted p-1">
          {TABS.map((tab) => {
            const current = here === tab.to;
            return (
              <li key={tab.to}>
                <Link
                  to={tab.to}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-medium whitespace-nowrap transition-colors',
                    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    current ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Suspense fallback={<Skeleton className="h-64" />}>
        <Outlet />
      </Suspense>
    </PageFrame>
  );
}
