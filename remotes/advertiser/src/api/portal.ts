import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, useCreating } from '@tightlines/kit';
import { advertisersRoutes, type CreateAd, type CreateCampaign, type UpdateCampaign } from '@tightlines/contracts';

/** The portal's reads, keyed under the advertiser so one refresh after a change covers them all. */
export const portalKeys = {
  all: (id: string) => ['advertiser', id] as const,
  advertiser: (id: string) => ['advertiser', id, 'account'] as const,
  analytics: (id: string) => ['advertiser', id, 'analytics'] as const,
  daily: (id: string, days: number) => ['advertiser', id, 'daily', days] as const,
  campaigns: (id: string) => ['advertiser', id, 'campaigns'] as const,
  campaign: (id: string, campaignId: string) => ['advertiser', id, 'campaign', campaignId] as const,
  invoices: (id: string) => ['advertiser', id, 'invoices'] as const,
  users: (id: string) => ['advertiser', id, 'users'] as const,
};

const params = (id: string) => ({ params: { id } });

export const useAdvertiser = (id: string) =>
  useQuery({ queryKey: portalKeys.advertiser(id), queryFn: ({ signal }) => api.call(advertisersRoutes.get, { ...params(id), signal }) });

export const useAnalytics = (id: string) =>
  useQuery({
    queryKey: portalKeys.analytics(id),
    queryFn: ({ signal }) => api.call(advertisersRoutes.analytics, { ...params(id), signal }),
  });

export const useDailyAnalytics = (id: string, days: number) =>
  useQuery({
    queryKey: portalKeys.daily(id, days),
    queryFn: ({ signal }) => api.call(advertisersRoutes.analyticsDaily, { ...params(id), query: { days }, signal }),
  });

export const useCampaigns = (id: string) =>
  useQuery({
    queryKey: portalKeys.campaigns(id),
    queryFn: ({ signal }) => api.call(advertisersRoutes.campaigns, { ...params(id), signal }),
  });

export const useCampaign = (id: string, campaignId: string | null) =>
  useQuery({
    queryKey: portalKeys.campaign(id, campaignId ?? ''),
    enabled: campaignId !== null,
    queryFn: ({ signal }) => api.call(advertisersRoutes.campaign, { params: { id, campaignId: campaignId! }, signal }),
  });

/** Spec part 2 §7: the invoices call; the Billing tab shows what it answers (spend per month, nothing charged). */
export const useInvoices = (id: string) =>
  useQuery({ queryKey: portalKeys.invoices(id), queryFn: ({ signal }) => api.call(advertisersRoutes.invoices, { ...params(id), signal }) });

export const useAdvertiserUsers = (id: string) =>
  useQuery({ queryKey: portalKeys.users(id), queryFn: ({ signal }) => api.call(advertisersRoutes.users, { ...params(id), signal }) });

/** After any change the advertiser's reads are asked again: counts, spend and lists move together. */
function useRefreshAdvertiser(id: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: portalKeys.all(id) });
}

export interface NewCampaign {
  campaign: CreateCampaign;
  ad: CreateAd;
  /** Start serving at once (active) or keep it as a draft. */
  launch: boolean;
}

/** The builder's one action: the campaign (a draft), its first ad, then — when asked — active. */
export function useBuildCampaign(id: string) {
  const refresh = useRefreshAdvertiser(id);
  return useCreating({
    mutationFn: async ({ campaign, ad, launch }: NewCampaign) => {
      const created = await api.call(advertisersRoutes.createCampaign, { ...params(id), body: campaign });
      const ids = { id, campaignId: created.id };
      let detail = await api.call(advertisersRoutes.createAd, { params: ids, body: ad });
      if (launch) detail = await api.call(advertisersRoutes.updateCampaign, { params: ids, body: { status: 'active' } });
      return detail;
    },
    onSettled: refresh,
  });
}

export function useUpdateCampaign(id: string, campaignId: string) {
  const refresh = useRefreshAdvertiser(id);
  return useMutation({
    mutationFn: (change: UpdateCampaign) => api.call(advertisersRoutes.updateCampaign, { params: { id, campaignId }, body: change }),
    onSettled: refresh,
  });
}

export function useAddAd(id: string, campaignId: string) {
  const refresh = useRefreshAdvertiser(id);
  return useCreating({
    mutationFn: (ad: CreateAd) => api.call(advertisersRoutes.createAd, { params: { id, campaignId }, body: ad }),
    onSettled: refresh,
  });
}
