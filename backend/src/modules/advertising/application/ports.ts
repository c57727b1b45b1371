import type { Ad } from '../domain/ad.ts';
import type { Advertiser, ReviewDecision } from '../domain/advertiser.ts';
import type { AdvertiserUser } from '../domain/advertiser-user.ts';
import type { EventOutcome, UnbilledReason } from '../domain/billing.ts';
import type { Campaign, CampaignSummary } from '../domain/campaign.ts';
import type { ServingCampaign } from '../domain/eligibility.ts';
import type { AdTokenClaims } from '../domain/served-ad.ts';

/** Advertisers (the companies): registered with their primary user, reviewed by operators. */
export interface AdvertiserRepository {
  /** The company and its first user, an admin, together. */
  add(advertiser: Advertiser, primaryUser: AdvertiserUser): Promise<void>;
  byId(id: string): Promise<Advertiser | null>;
  /** Every advertiser, pending first, then newest. */
  forReview(): Promise<Advertiser[]>;
  /** False when there is no such advertiser. */
  decide(id: string, status: ReviewDecision): Promise<boolean>;
}
export const AdvertiserRepository = Symbol.for('advertising.AdvertiserRepository');

/** The portal's users of every advertiser; an email is one user across all of them. */
export interface AdvertiserUserRepository {
  /** Throws EmailTaken when the email is already a user's. */
  add(user: AdvertiserUser): Promise<void>;
  byEmail(email: string): Promise<AdvertiserUser | null>;
  ofAdvertiser(advertiserId: string): Promise<AdvertiserUser[]>;
}
export const AdvertiserUserRepository = Symbol.for('advertising.AdvertiserUserRepository');

/** The portal's server sessions, named by a hash of their token. */
export interface PortalSessions {
  open(tokenHash: string, userId: string, expiresAt: Date): Promise<void>;
  /** The active user of an unexpired session. */
  userOf(tokenHash: string, now: Date): Promise<AdvertiserUser | null>;
  close(tokenHash: string): Promise<void>;
}
export const PortalSessions = Symbol.for('advertising.PortalSessions');

/** Campaigns with their ads: written by their advertiser; what billing moves is read here. */
export interface CampaignRepository {
  add(campaign: Campaign): Promise<void>;
  /** The advertiser's campaign; `lock` takes its row lock (inside a transaction). */
  byId(advertiserId: string, campaignId: string, lock?: boolean): Promise<Campaign | null>;
  save(campaign: Campaign): Promise<void>;
  ads(campaignId: string): Promise<Ad[]>;
  addAd(ad: Ad): Promise<void>;
}
export const CampaignRepository = Symbol.for('advertising.CampaignRepository');

export interface Totals {
  spentMicros: number;
  impressions: number;
  clicks: number;
}
export interface MonthTotals extends Totals {
  month: string;
}
export interface DayTotals extends Totals {
  day: string;
  campaignId: string;
  campaignName: string;
}
export interface UnbilledCount {
  reason: UnbilledReason;
  events: number;
}

/** What billing counted, as the advertiser's dashboard reads it (campaign totals and the day rollup). */
export interface AdvertiserFigures {
  totals(advertiserId: string): Promise<Totals>;
  campaigns(advertiserId: string): Promise<CampaignSummary[]>;
  months(advertiserId: string): Promise<MonthTotals[]>;
  /** The rollup's rows of the advertiser's campaigns from `since` (a UTC day), oldest first. */
  days(advertiserId: string, since: string): Promise<DayTotals[]>;
  unbilled(campaignId: string): Promise<UnbilledCount[]>;
}
export const AdvertiserFigures = Symbol.for('advertising.AdvertiserFigures');

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

export interface AdTokens {
  sign(claims: Omit<AdTokenClaims, 'id'>): string;
  verify(token: string): AdTokenClaims | null;
}
export const AdTokens = Symbol.for('advertising.AdTokens');

/**
 * Impressions and clicks, each billed with its charge, or counted under the reason it was not; the
 * frequency cap's counts. An event of an ad served to its own advertiser (`own` in its claims) is
 * recorded once like any other but never billed nor counted in the campaign's figures (own_ad).
 */
export interface AdLedger {
  /** Campaigns the viewer has seen `cap` times or more since `since`. */
  cappedCampaigns(viewer: string, since: Date, cap: number): Promise<Set<string>>;
  /** Billed with other impressions arriving within a few milliseconds, in one statement. */
  impression(claims: AdTokenClaims, now: Date): Promise<EventOutcome>;
  click(claims: AdTokenClaims, now: Date): Promise<EventOutcome>;
}
export const AdLedger = Symbol.for('advertising.AdLedger');

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

/** The advertisers a signed-in angler works for: those with a portal user of the angler's sign-in email. */
export interface AnglersEmployers {
  of(anglerId: string): Promise<ReadonlySet<string>>;
}
export const AnglersEmployers = Symbol.for('advertising.AnglersEmployers');
