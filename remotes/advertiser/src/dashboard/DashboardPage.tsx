import { Link } from 'react-router';
import { LayoutDashboard, ShieldAlert } from 'lucide-react';
import { Button, EmptyState, PageFrame, PageHeader } from '@tightlines/kit';
import { storedAdvertiserUser } from '../api/advertiser-session.ts';
import { usePortalPath } from '../portal-path.tsx';

/** The dashboard frame, gated by the advertiser user kept in browser storage (spec part 2 §2). */
export function DashboardPage() {
  const portalPath = usePortalPath();
  const user = storedAdvertiserUser();
  if (!user) {
    return (
      <PageFrame className="max-w-xl">
        <EmptyState
          icon={<ShieldAlert aria-hidden />}
          headingLevel={1}
          title="Access Denied"
          description="Please sign in to your advertiser account to view this dashboard."
          action={
            <Button asChild>
              <Link to={portalPath('login')}>Go to Login</Link>
            </Button>
          }
        />
      </PageFrame>
    );
  }
  const welcome = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <PageFrame>
      <PageHeader
        icon={<LayoutDashboard aria-hidden />}
        title="Advertiser Dashboard"
        description={welcome ? `Welcome back, ${welcome}` : 'Your campaigns on Tightlines.'}
      />
      <EmptyState title="No campaigns yet" description="Campaigns you create will be listed here." />
    </PageFrame>
  );
}
