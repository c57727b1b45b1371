import type { UnbilledCount } from '../../application/ports.ts';
import type { Ad } from '../../domain/ad.ts';
import type { Advertiser } from '../../domain/advertiser.ts';
import type { AdvertiserUser } from '../../domain/advertiser-user.ts';
import type { Campaign, CampaignSummary } from '../../domain/campaign.ts';
import { clickThroughRate, unitsOf } from '../../domain/money.ts';

/** The portal's answers as the contracts shape them: money in currency units, times in ISO, no password hash. */
export const toUser = (u: AdvertiserUser) => ({
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  role: u.role,
  isActive: u.isActive,
  advertiserId: u.advertiserId,
});

export function toDetail(c: Campaign, ads: Ad[], unbilled: UnbilledCount[]) {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    status: c.status,
    startsAt: c.startsAt.toISOString(),
    endsAt: c.endsAt.toISOString(),
    budget: unitsOf(c.budgetMicros),
    spent: unitsOf(c.spentMicros),
    cpm: c.cpmCents / 100,
    cpc: c.cpcCents / 100,
    placements: c.placements,
    targeting: { region: c.region, species: c.species },
    impressions: c.impressions,
    clicks: c.clicks,
    clickThroughRate: clickThroughRate(c.impressions, c.clicks),
    ads: ads.map((a) => ({
      id: a.id,
      title: a.title,
      content: a.content,
      imageUrl: a.imageUrl,
      targetUrl: a.targetUrl,
      createdAt: a.createdAt.toISOString(),
    })),
    unbilled,
    createdAt: c.createdAt.toISOString(),
  };
}

export const toAdvertiser = (a: Advertiser) => ({
  id: a.id,
  companyName: a.companyName,
  website: a.website,
  industry: a.industry,
  contactEmail: a.contactEmail,
  contactPhone: a.contactPhone,
  description: a.description,
  accountStatus: a.accountStatus,
  createdAt: a.createdAt.toISOString(),
});

export const toCampaignSummary = (c: CampaignSummary) => ({
  id: c.id,
  name: c.name,
  description: c.description,
  status: c.status,
  budget: unitsOf(c.budgetMicros),
  spent: unitsOf(c.spentMicros),
  createdAt: c.createdAt.toISOString(),
});
