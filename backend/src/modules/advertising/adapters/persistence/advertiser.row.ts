import type { AccountStatus, Advertiser } from '../../domain/advertiser.ts';

/** advertisers as read, and the advertiser it holds. */
export interface AdvertiserRow {
  id: string;
  company_name: string;
  website: string | null;
  industry: string | null;
  contact_email: string;
  contact_phone: string | null;
  description: string | null;
  account_status: AccountStatus;
  created_at: Date | string;
}
export const toAdvertiser = (r: AdvertiserRow): Advertiser => ({
  id: r.id,
  companyName: r.company_name,
  website: r.website,
  industry: r.industry,
  contactEmail: r.contact_email,
  contactPhone: r.contact_phone,
  description: r.description,
  accountStatus: r.account_status,
  createdAt: new Date(r.created_at),
});
