import { createContext, useContext } from 'react';
import { Badge } from '@tightlines/kit';
import type { AdvertiserAccountStatus, CampaignStatus } from '@tightlines/contracts';

const ACCOUNT_LABEL: Record<AdvertiserAccountStatus, string> = { active: 'active', pending: 'pending approval', suspended: 'suspended' };

/**
 * What a started campaign does while its account is not active (the spec is silent; asserted in the
 * portal's tests): it does not serve, so it is not called Active, and its words say when it will.
 */
export const HELD_CAMPAIGN: Record<Exclude<AdvertiserAccountStatus, 'active'>, { badge: string; created: (name: string) => string }> = {
  pending: {
    badge: 'starts on approval',
    created: (name) =>
      `${name} is ready. It starts serving the moment your account is approved; until then no angler sees it and nothing is spent.`,
  },
  suspended: {
    badge: 'on hold',
    created: (name) => `${name} is saved. Your account is suspended, so it will not serve until the account is active again.`,
  },
};

/** The advertiser's account status, for every campaign badge under the dashboard. */
const AccountStatus = createContext<AdvertiserAccountStatus>('active');
export const AccountStatusProvider = AccountStatus.Provider;

/** Spec part 2 §4: the account badge is highlighted when active, otherwise secondary. */
export function AccountStatusBadge({ status }: { status: AdvertiserAccountStatus }) {
  return (
    <Badge variant={status === 'active' ? 'default' : 'secondary'} className="capitalize">
      {ACCOUNT_LABEL[status]}
    </Badge>
  );
}

/** Spec part 2 §4: the campaign badge is highlighted when active — and serving, which it does only while the account is active. */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const account = useContext(AccountStatus);
  const held = status === 'active' && account !== 'active';
  return (
    <Badge variant={status === 'active' && !held ? 'default' : 'secondary'} className="capitalize">
      {held ? HELD_CAMPAIGN[account].badge : status}
    </Badge>
  );
}
