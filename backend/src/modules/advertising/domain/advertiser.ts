/**
 * An advertiser: a company with its contacts. It registers pending, whatever the browser says; an
 * operator approves it (active) or suspends it. Until approved, and while suspended, it signs in and
 * prepares campaigns, but serving passes it by.
 */
export type AccountStatus = 'pending' | 'active' | 'suspended';

/** What an operator decides on review. */
export type ReviewDecision = Exclude<AccountStatus, 'pending'>;

export interface Advertiser {
  id: string;
  companyName: string;
  website: string | null;
  industry: string | null;
  contactEmail: string;
  contactPhone: string | null;
  description: string | null;
  accountStatus: AccountStatus;
  createdAt: Date;
}

/** A company as it registers: pending. */
export const registeredAdvertiser = (company: Omit<Advertiser, 'accountStatus'>): Advertiser => ({ ...company, accountStatus: 'pending' });
