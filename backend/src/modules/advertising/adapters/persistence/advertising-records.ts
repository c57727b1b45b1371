import { col, rowOf, type RowShape } from '../../../../platform/db/row.ts';
import type { Ad } from '../../domain/ad.ts';
import type { Advertiser } from '../../domain/advertiser.ts';
import type { AdvertiserUser } from '../../domain/advertiser-user.ts';
import type { Campaign } from '../../domain/campaign.ts';

/** The records the advertising tables hold, each declared once (platform/db/row.ts) and checked against the domain's. */

export const AdvertiserShape: RowShape<Advertiser> = rowOf({
  id: col.text(),
  companyName: col.text(),
  website: col.text().nullable(),
  industry: col.text().nullable(),
  contactEmail: col.text(),
  contactPhone: col.text().nullable(),
  description: col.text().nullable(),
  accountStatus: col.text<Advertiser['accountStatus']>(),
  createdAt: col.time(),
});

export const AdvertiserUserShape: RowShape<AdvertiserUser> = rowOf({
  id: col.text(),
  advertiserId: col.text(),
  email: col.text(),
  firstName: col.text(),
  lastName: col.text(),
  role: col.text<AdvertiserUser['role']>(),
  isActive: col.bool(),
  passwordHash: col.text(),
  createdAt: col.time(),
});

const CampaignColumns = rowOf({
  id: col.text(),
  advertiserId: col.text(),
  name: col.text(),
  description: col.text(),
  status: col.text<Campaign['status']>(),
  startsAt: col.time(),
  endsAt: col.time(),
  budgetMicros: col.number(),
  spentMicros: col.number(),
  cpmCents: col.number(),
  cpcCents: col.number(),
  placements: col.of<Campaign['placements']>(),
  regionLat: col.number().nullable(),
  regionLon: col.number().nullable(),
  regionRadiusKm: col.number().nullable(),
  species: col.of<string[]>(),
  impressions: col.number(),
  clicks: col.number(),
  createdAt: col.time(),
});
/** A campaign targets a region only when all three of its columns are set. */
export const CampaignShape: RowShape<Campaign> = {
  read: (row) => {
    const { regionLat: lat, regionLon: lon, regionRadiusKm: radiusKm, ...campaign } = CampaignColumns.read(row);
    return { ...campaign, region: lat !== null && lon !== null && radiusKm !== null ? { lat, lon, radiusKm } : null };
  },
};

export const AdShape: RowShape<Ad> = rowOf({
  id: col.text(),
  campaignId: col.text(),
  advertiserId: col.text(),
  title: col.text(),
  content: col.text(),
  imageUrl: col.text().nullable(),
  targetUrl: col.text(),
  createdAt: col.time(),
});
