import { Badge } from '@tightlines/kit';
import type { AdvertiserAccountStatus, CampaignStatus } from '@tightlines/contracts';

const ACCOUNT_LABEL: Record<AdvertiserAccountStatus, string> = { active: 'active', pending: 'pending approval', suspended: 'suspended' };

/** Spec part 2 §4: the account badge is highlighted when active, otherwise secondary. */
export function AccountStatusBadge({ status }: { status: AdvertiserAccountStatus }) {
  return (
    <Badge variant={status === 'active' ? 'default' : 'secondary'} className="capitalize">
      {ACCOUNT_LABEL[status]}
    </Badge>
  );
}

/** Spec part 2 §4: the campaign badge is highlighted when active. */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <Badge variant={status === 'active' ? 'default' : 'secondary'} className="capitalize">
      {status}
    </Badge>
  );
}
