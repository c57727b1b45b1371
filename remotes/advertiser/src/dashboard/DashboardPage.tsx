import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { BarChart3, CreditCard, LayoutDashboard, LogOut, Megaphone, Settings } from 'lucide-react';
import { Button, PageFrame, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger, TabName, api, ApiError } from '@tightlines/kit';
import { advertisersRoutes } from '@tightlines/contracts';
import { clearStoredAdvertiserUser, storedAdvertiserUser, type StoredAdvertiserUser } from '../api/advertiser-session.ts';
import { portalKeys, useAdvertiser } from '../api/portal.ts';
import { usePortalPath } from '../portal-path.tsx';
import { OverviewTab } from '../overview/OverviewTab.tsx';
import { CampaignsTab } from '../campaigns/CampaignsTab.tsx';
import { CampaignBuilder } from '../campaigns/CampaignBuilder.tsx';
import { AnalyticsTab } from '../analytics/AnalyticsTab.tsx';
import { BillingTab } from '../billing/BillingTab.tsx';
import { SettingsTab } from '../settings/SettingsTab.tsx';
import { AccessDenied } from './AccessDenied.tsx';
import { AccountStatusBadge, AccountStatusProvider } from './StatusBadges.tsx';

const TABS = [
  { value: 'overview', label: 'Overview', short: 'Overview', icon: LayoutDashboard },
  { value: 'campaigns', label: 'Campaigns', short: 'Ads', icon: Megaphone },
  { value: 'analytics', label: 'Analytics', short: 'Stats', icon: BarChart3 },
  { value: 'billing', label: 'Billing', short: 'Billing', icon: CreditCard },
  { value: 'settings', label: 'Settings', short: 'Settings', icon: Settings },
] as const;
type Tab = (typeof TABS)[number]['value'];

/**
 * The dashboard (spec part 2 §2), gated by the advertiser user kept in browser storage: Access
 * Denied without one, for another advertiser's id, or once the server has ended the session.
 */
export function DashboardPage() {
  const { advertiserId = '' } = useParams();
  const user = storedAdvertiserUser();
  if (!user || user.advertiserId !== advertiserId) return <AccessDenied />;
  return <Dashboard user={user} />;
}

function Dashboard({ user }: { user: StoredAdvertiserUser }) {
  const id = user.advertiserId;
  const navigate = useNavigate();
  const portalPath = usePortalPath();
  const client = useQueryClient();
  const advertiser = useAdvertiser(id);
  const [search, setSearch] = useSearchParams();
  const tab: Tab = TABS.some((t) => t.value === search.get('tab')) ? (search.get('tab') as Tab) : 'overview';
  const [building, setBuilding] = useState(false);
  const denied = advertiser.error instanceof ApiError && (advertiser.error.status === 401 || advertiser.error.status === 403);

  useEffect(() => {
    // The server no longer knows this sign-in (expired or ended elsewhere): forget the stored user too.
    if (denied) clearStoredAdvertiserUser();
  }, [denied]);
  if (denied) return <AccessDenied />;

  async function logout() {
    await api.call(advertisersRoutes.logout).catch(() => undefined);
    clearStoredAdvertiserUser();
    client.removeQueries({ queryKey: portalKeys.all(id) });
    navigate(portalPath('login'));
  }
  const openBuilder = () => {
    setSearch({ tab: 'campaigns' });
    setBuilding(true);
  };

  return (
    <AccountStatusProvider value={advertiser.data?.accountStatus ?? 'active'}>
      <PageFrame>
        <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="min-w-0 text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
                {advertiser.data?.companyName ?? <Skeleton className="inline-block h-8 w-48 align-middle" />}
              </h1>
              {advertiser.data && <AccountStatusBadge status={advertiser.data.accountStatus} />}
            </div>
            <p className="mt-1 text-muted-foreground">
              Welcome back, {user.firstName} {user.lastName}
            </p>
            {advertiser.data?.accountStatus === 'pending' && (
              <p className="mt-2 text-sm text-muted-foreground">
                Your account is pending approval: you can prepare campaigns now; they serve once it is approved.
              </p>
            )}
            {advertiser.data?.accountStatus === 'suspended' && (
              <p className="mt-2 text-sm text-destructive">Your account is suspended: your campaigns are not shown to anglers.</p>
            )}
          </div>
          <Button variant="outline" onClick={logout} className="self-start">
            <LogOut aria-hidden />
            Logout
          </Button>
        </header>
        <Tabs value={tab} onValueChange={(value) => setSearch({ tab: value }, { replace: true })}>
          {/* Five full labels do not fit one row of a phone: there each shows a short name, every tab keeping its full one. */}
          <TabsList aria-label="Dashboard">
            {TABS.map(({ value, label, short, icon: Icon }) => (
              <TabsTrigger key={value} value={value} className="max-sm:px-1 max-sm:text-xs">
                <Icon aria-hidden />
                <TabName name={label} short={short} />
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview">
            <OverviewTab advertiserId={id} onCreate={openBuilder} />
          </TabsContent>
          <TabsContent value="campaigns">
            <CampaignsTab advertiserId={id} onCreate={openBuilder} />
          </TabsContent>
          <TabsContent value="analytics">
            <AnalyticsTab advertiserId={id} />
          </TabsContent>
          <TabsContent value="billing">
            <BillingTab advertiserId={id} />
          </TabsContent>
          <TabsContent value="settings">
            <SettingsTab user={user} advertiser={advertiser.data} />
          </TabsContent>
        </Tabs>
        <CampaignBuilder advertiserId={id} open={building} onOpenChange={setBuilding} />
      </PageFrame>
    </AccountStatusProvider>
  );
}
