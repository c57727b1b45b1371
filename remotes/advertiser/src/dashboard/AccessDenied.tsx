import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { Button, EmptyState, PageFrame } from '@tightlines/kit';
import { usePortalPath } from '../portal-path.tsx';

/** Spec part 2 §2, §8: the dashboard without a stored advertiser user (or of another advertiser). */
export function AccessDenied() {
  const portalPath = usePortalPath();
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
