import type { AdvertiserAccountStatus, CampaignStatus } from '@tightlines/contracts';

export interface AdvertiserRecord {
  id: string;
  companyName: string;
  website: string | null;
  industry: string | null;
  contactEmail: string;
  contactPhone: string | null;
  description: string | null;
  accountStatus: AdvertiserAccountStatus;
  createdAt: Date;
}

export interface AdvertiserUserRecord {
  id: string;
  advertiserId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'member';
  isActive: boolean;
  passwordHash: string;
  createdAt: Date;
}

export interface CampaignRecord {
  id: string;
  advertiserId: string;
  name: string;
  description: string;
  status: CampaignStatus;
  budgetMicros: number;
  spentMicros: number;
  createdAt: Date;
}

export interface Totals {
  spentMicros: number;
  impressions: number;
  clicks: number;
}

export interface MonthTotals extends Totals {
  month: string;
}

/** Advertising's tables, behind one port. */
export interface AdvertisingRepository {
  insertAdvertiser(advertiser: AdvertiserRecord, primaryUser: AdvertiserUserRecord): Promise<void>;
  userByEmail(email: string): Promise<AdvertiserUserRecord | null>;
  advertiser(id: string): Promise<AdvertiserRecord | null>;
  totals(advertiserId: string): Promise<Totals>;
  campaigns(advertiserId: string): Promise<CampaignRecord[]>;
  months(advertiserId: string): Promise<MonthTotals[]>;
  openSession(tokenHash: string, userId: string, expiresAt: Date): Promise<void>;
  /** The active user of an unexpired session. */
  sessionUser(tokenHash: string, now: Date): Promise<AdvertiserUserRecord | null>;
  closeSession(tokenHash: string): Promise<void>;
}
export const AdvertisingRepository = Symbol.for('advertising.AdvertisingRepository');

/** Password hashing (argon2id), behind a port so the rules never import the binding. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}
export const PasswordHasher = Symbol.for('advertising.PasswordHasher');
