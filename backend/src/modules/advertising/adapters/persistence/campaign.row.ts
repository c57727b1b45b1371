import type { Campaign } from '../../domain/campaign.ts';
import type { CampaignStatus } from '../../domain/campaign-status.ts';
import type { AdPlacement } from '../../domain/placement.ts';

/** ad_campaigns as read, and the campaign it holds. */
export interface CampaignRow {
  id: string;
  advertiser_id: string;
  name: string;
  description: string;
  status: CampaignStatus;
  starts_at: Date | string;
  ends_at: Date | string;
  budget_micros: string;
  spent_micros: string;
  cpm_cents: number;
  cpc_cents: number;
  placements: AdPlacement[];
  region_lat: number | null;
  region_lon: number | null;
  region_radius_km: number | null;
  species: string[];
  impressions: string;
  clicks: string;
  created_at: Date | string;
}
export const toCampaign = (r: CampaignRow): Campaign => ({
  id: r.id,
  advertiserId: r.advertiser_id,
  name: r.name,
  description: r.description,
  status: r.status,
  startsAt: new Date(r.starts_at),
  endsAt: new Date(r.ends_at),
  budgetMicros: Number(r.budget_micros),
  spentMicros: Number(r.spent_micros),
  cpmCents: r.cpm_cents,
  cpcCents: r.cpc_cents,
  placements: r.placements,
  region:
    r.region_lat !== null && r.region_lon !== null && r.region_radius_km !== null
      ? { lat: r.region_lat, lon: r.region_lon, radiusKm: r.region_radius_km }
      : null,
  species: r.species,
  impressions: Number(r.impressions),
  clicks: Number(r.clicks),
  createdAt: new Date(r.created_at),
});
