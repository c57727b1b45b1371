import type { AdPlacement, AdvertiserAccountStatus, CampaignStatus } from '@tightlines/contracts';
import type { ServingCampaign } from '../domain/eligibility.ts';

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

export interface CampaignDetailRecord extends CampaignRecord {
  startsAt: Date;
  endsAt: Date;
  cpmCents: number;
  cpcCents: number;
  placements: AdPlacement[];
  region: { lat: number; lon: number; radiusKm: number } | null;
  species: string[];
  impressions: number;
  clicks: number;
}

export interface AdRecord {
  id: string;
  campaignId: string;
  advertiserId: string;
  title: string;
  content: string;
  imageUrl: string | null;
  targetUrl: string;
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
  /** Every advertiser, pending first, then newest. */
  allAdvertisers(): Promise<AdvertiserRecord[]>;
  /** False when there is no such advertiser. */
  setAccountStatus(id: string, status: 'active' | 'suspended'): Promise<boolean>;
  totals(advertiserId: string): Promise<Totals>;
  campaigns(advertiserId: string): Promise<CampaignRecord[]>;
  months(advertiserId: string): Promise<MonthTotals[]>;
  /** The rollup's rows of the advertiser's campaigns from `since` (a UTC day), oldest first. */
  days(advertiserId: string, since: string): Promise<Array<Totals & { day: string; campaignId: string; campaignName: string }>>;
  openSession(tokenHash: string, userId: string, expiresAt: Date): Promise<void>;
  /** The active user of an unexpired session. */
  sessionUser(tokenHash: string, now: Date): Promise<AdvertiserUserRecord | null>;
  closeSession(tokenHash: string): Promise<void>;

  users(advertiserId: string): Promise<AdvertiserUserRecord[]>;
  insertUser(user: AdvertiserUserRecord): Promise<void>;
  insertCampaign(campaign: CampaignDetailRecord): Promise<void>;
  /** The advertiser's campaign; `lock` takes its row lock (inside a transaction). */
  campaign(advertiserId: string, campaignId: string, lock?: boolean): Promise<CampaignDetailRecord | null>;
  updateCampaign(campaign: CampaignDetailRecord): Promise<void>;
  ads(campaignId: string): Promise<AdRecord[]>;
  insertAd(ad: AdRecord): Promise<void>;
  unbilled(campaignId: string): Promise<Array<{ reason: string; events: number }>>;
}
export const AdvertisingRepository = Symbol.for('advertising.AdvertisingRepository');

/** Password hashing (argon2id), behind a port so the rules never import the binding. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}
export const PasswordHasher = Symbol.for('advertising.PasswordHasher');

/** Ad images, stored through the platform's media store (EXIF stripped, size checked): their URL. */
export interface AdImages {
  store(dataUrl: string): Promise<string>;
}
export const AdImages = Symbol.for('advertising.AdImages');

/** What a served ad's token says: signed, so nobody makes one up. */
export interface AdTokenClaims {
  /** The token's own id (a UUID): the impression's row is keyed by it, so it bills once. */
  id: string;
  adId: string;
  campaignId: string;
  viewer: string;
  servedAt: number;
}

export interface AdTokens {
  sign(claims: Omit<AdTokenClaims, 'id'>): string;
  verify(token: string): AdTokenClaims | null;
}
export const AdTokens = Symbol.for('advertising.AdTokens');

export interface ServedAdRecord {
  id: string;
  campaignId: string;
  title: string;
  content: string;
  imageUrl: string | null;
  targetUrl: string;
  createdAt: Date;
  sponsor: string;
}

export type EventOutcome = { billed: true } | { billed: false; reason: string };

/** Counting, each event billed with its charge; the frequency cap's counts. */
export interface ServingRepository {
  /** Campaigns the viewer has seen `cap` times or more since `since`. */
  cappedCampaigns(viewer: string, since: Date, cap: number): Promise<Set<string>>;
  /** Billed with other impressions arriving within a few milliseconds, in one statement. */
  impression(claims: AdTokenClaims, now: Date): Promise<EventOutcome>;
  click(claims: AdTokenClaims, now: Date): Promise<EventOutcome>;
}
export const ServingRepository = Symbol.for('advertising.ServingRepository');

/**
 * The campaigns that may serve today (approved advertiser, active, not ended, budget left) with their
 * ads and spend, kept in each process's memory: forgotten in every process when a campaign, an ad or
 * an advertiser's approval changes or a campaign's budget runs out, and re-read every few seconds
 * (other processes' spend moves the pacing).
 */
export interface ServingCatalogue {
  campaigns(now: Date): Promise<readonly ServingCampaign[]>;
  /** This process billed `micros` on the campaign, whose spend is now `spentMicros` (as committed). */
  charged(campaignId: string, micros: number, spentMicros: number): void;
  /** Something serving depends on changed (after the caller's transaction commits): read again, everywhere. */
  changed(): void;
}
export const ServingCatalogue = Symbol.for('advertising.ServingCatalogue');

/** What a signed-in angler's own data says they care about (posts' facade), remembered a while. */
export interface ViewerInterests {
  of(anglerId: string): Promise<{ species: string[]; home: { lat: number; lon: number } | null }>;
}
export const ViewerInterests = Symbol.for('advertising.ViewerInterests');
