import { Badge } from '@tightlines/kit';
import type { AdvertiserAccountStatus } from '@tightlines/contracts';

const ACCOUNT_LABEL: Record<AdvertiserAccountStatus, string> = { active: 'active', pending: 'pending approval', suspended: 'suspended' };

/** An advertiser's account as the review shows it: highlighted when active, otherwise secondary. */
export function AccountStatusBadge({ status }: { status: AdvertiserAccountStatus }) {
  return (
    <Badge variant={status === 'active' ? 'default' : 'secondary'} className="capitalize">
      {ACCOUNT_LABEL[status]}
    </Badge>
  );
}

/** The day an advertiser registered: 'Nov 20, 2026'. */
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
