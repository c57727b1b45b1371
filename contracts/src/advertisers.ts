import { z } from './z.ts';
import { route } from './route.ts';
import { ErrorBody } from './errors.ts';
import { ImageDataUrl, dataUrlLength, MEDIA_LIMITS } from './media.ts';

/**
 * The advertiser portal's sign-in and registration (spec part 2 §2, §5, §6, §7). The portal's
 * sign-in is separate from the anglers'. Who an advertiser user is and what state an account
 * is in are the server's to decide: registration makes the primary user an active admin of a
 * pending account. The spec's payload carries `accountStatus` and the primary user's `role` and
 * `isActive`: they are accepted (so that payload registers) and dropped here, unread.
 */

export const ADVERTISER_PASSWORD_MIN = 8;

export const ADVERTISER_LIMITS = {
  companyNameChars: 120,
  websiteChars: 300,
  industryChars: 80,
  phoneChars: 40,
  descriptionChars: 2000,
  nameChars: 60,
  emailChars: 254,
  passwordChars: 200,
} as const;

export const ADVERTISER_MESSAGES = {
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Enter your password',
  passwordTooShort: `Use at least ${ADVERTISER_PASSWORD_MIN} characters`,
  companyNameRequired: 'Enter the company name',
  websiteInvalid: 'Enter a web address starting with https://',
  contactEmailInvalid: 'Enter a valid contact email address',
  firstNameRequired: 'Enter your first name',
  lastNameRequired: 'Enter your last name',
} as const;

export const AdvertiserId = z.string().min(1).max(64);

/** pending until approved (spec §4: registration starts pending); the dashboard highlights active. */
export const AdvertiserAccountStatus = z.enum(['pending', 'active', 'suspended']);
export type AdvertiserAccountStatus = z.infer<typeof AdvertiserAccountStatus>;

const Email = (message: string) => z.email(message).max(ADVERTISER_LIMITS.emailChars);
const Required = (max: number, message: string) => z.string(message).trim().min(1, message).max(max);
const OptionalText = (max: number) => z.string().trim().max(max).optional();

/** Login (spec §5: email and password are both required). */
export const AdvertiserLogin = z.strictObject({
  email: Email(ADVERTISER_MESSAGES.emailInvalid),
  password: z
    .string(ADVERTISER_MESSAGES.passwordRequired)
    .min(1, ADVERTISER_MESSAGES.passwordRequired)
    .max(ADVERTISER_LIMITS.passwordChars),
});
export type AdvertiserLogin = z.infer<typeof AdvertiserLogin>;

/** The advertiser user as the login answers it (spec §3); the portal keeps it in browser storage. */
export const AdvertiserUser = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  isActive: z.boolean(),
  advertiserId: AdvertiserId,
});
export type AdvertiserUser = z.infer<typeof AdvertiserUser>;

/** What the spec's register payload says the server decides: accepted in its shape, then dropped. */
const DECIDED_BY_SERVER = {
  role: z.string().max(40).optional().meta({ description: 'Ignored: the primary user is always an admin.' }),
  isActive: z.boolean().optional().meta({ description: 'Ignored: the primary user is always active.' }),
  accountStatus: z
    .string()
    .max(40)
    .optional()
    .meta({ description: 'Ignored: a new account is always pending until an operator approves it.' }),
};

const AdvertiserPassword = z
  .string(ADVERTISER_MESSAGES.passwordTooShort)
  .min(ADVERTISER_PASSWORD_MIN, ADVERTISER_MESSAGES.passwordTooShort)
  .max(ADVERTISER_LIMITS.passwordChars);

/** The company's first user, who signs in to the portal; their role and whether they are active are not theirs to send. */
export const AdvertiserPrimaryUser = z
  .strictObject({
    email: Email(ADVERTISER_MESSAGES.emailInvalid),
    firstName: Required(ADVERTISER_LIMITS.nameChars, ADVERTISER_MESSAGES.firstNameRequired),
    lastName: Required(ADVERTISER_LIMITS.nameChars, ADVERTISER_MESSAGES.lastNameRequired),
    password: AdvertiserPassword,
    role: DECIDED_BY_SERVER.role,
    isActive: DECIDED_BY_SERVER.isActive,
  })
  .transform(({ role: _role, isActive: _isActive, ...user }) => user);

/**
 * Registration (spec §5): company name, contact email and the primary user are required; the website
 * is a URL. `accountStatus`, `primaryUser.role` and `primaryUser.isActive` are ignored (always pending,
 * admin, active); any other field is refused.
 */
export const RegisterAdvertiser = z
  .strictObject({
    companyName: Required(ADVERTISER_LIMITS.companyNameChars, ADVERTISER_MESSAGES.companyNameRequired),
    website: z
      .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: ADVERTISER_MESSAGES.websiteInvalid })
      .max(ADVERTISER_LIMITS.websiteChars)
      .optional(),
    industry: OptionalText(ADVERTISER_LIMITS.industryChars),
    contactEmail: Email(ADVERTISER_MESSAGES.contactEmailInvalid),
    contactPhone: OptionalText(ADVERTISER_LIMITS.phoneChars),
    description: OptionalText(ADVERTISER_LIMITS.descriptionChars),
    accountStatus: DECIDED_BY_SERVER.accountStatus,
    primaryUser: AdvertiserPrimaryUser,
  })
  .transform(({ accountStatus: _accountStatus, ...registration }) => registration);
export type RegisterAdvertiser = z.infer<typeof RegisterAdvertiser>;

/** What registering answers: the new account, pending approval. */
export const RegisteredAdvertiser = z.object({
  advertiserId: AdvertiserId,
  accountStatus: AdvertiserAccountStatus,
});
export type RegisteredAdvertiser = z.infer<typeof RegisteredAdvertiser>;

/** The advertiser as the portal reads it (spec part 2 §3 Advertiser). */
export const Advertiser = z.object({
  id: AdvertiserId,
  companyName: z.string(),
  website: z.string().nullable(),
  industry: z.string().nullable(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  description: z.string().nullable(),
  accountStatus: AdvertiserAccountStatus,
});
export type Advertiser = z.infer<typeof Advertiser>;

/** Spec part 2 §3 Advertiser analytics: spend in currency units and CTR in percent, both to 2 decimals (§9). */
export const AdvertiserAnalytics = z.object({
  totalSpent: z.number(),
  totalImpressions: z.number().int(),
  totalClicks: z.number().int(),
  clickThroughRate: z.number(),
});
export type AdvertiserAnalytics = z.infer<typeof AdvertiserAnalytics>;

export const CampaignStatus = z.enum(['draft', 'active', 'paused', 'completed']);
export type CampaignStatus = z.infer<typeof CampaignStatus>;

/** Spec part 2 §3 Campaign (id, name, description, status, budget), newest first; budget and spent in currency units. */
export const CampaignSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: CampaignStatus,
  budget: z.number(),
  spent: z.number(),
  createdAt: z.string(),
});
export type CampaignSummary = z.infer<typeof CampaignSummary>;

/** One campaign's day, from the rollup kept in the transaction of each billed event (UTC days). */
export const AnalyticsDay = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  campaignId: z.string(),
  campaignName: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  spent: z.number(),
  clickThroughRate: z.number(),
});
export type AnalyticsDay = z.infer<typeof AnalyticsDay>;
export const AnalyticsDaysQuery = z.strictObject({ days: z.coerce.number().int().min(1).max(366).default(30) });

/** One month's spend. Billing awaits a card payment provider (spec §2): nothing is charged, nothing is paid. */
export const AdvertiserInvoice = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  amount: z.number(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  status: z.literal('awaiting_payment_provider'),
});
export type AdvertiserInvoice = z.infer<typeof AdvertiserInvoice>;

const AdvertiserParams = z.strictObject({ id: AdvertiserId });
const CampaignParams = z.strictObject({ id: AdvertiserId, campaignId: z.string().min(1).max(64) });

export const AD_PLACEMENTS = ['header', 'sidebar', 'footer', 'native'] as const;
export const AdPlacement = z.enum(AD_PLACEMENTS);
export type AdPlacement = z.infer<typeof AdPlacement>;

export const CAMPAIGN_LIMITS = {
  nameChars: 120,
  descriptionChars: 2000,
  /** Currency units. */
  maxBudget: 1_000_000,
  maxPrice: 1_000,
  maxRadiusKm: 2_000,
  species: 20,
  speciesChars: 60,
  adTitleChars: 100,
  adContentChars: 500,
  targetUrlChars: 2048,
} as const;

export const CAMPAIGN_MESSAGES = {
  nameRequired: 'Enter the campaign name',
  scheduleOrder: 'The campaign must end after it starts',
  budgetPositive: 'The budget must be more than 0',
  placementsRequired: 'Choose at least one placement',
  targetUrlHttps: 'Enter a target address starting with https://',
  titleRequired: 'Enter the ad title',
  contentRequired: 'Enter the ad text',
  budgetBelowSpent: 'The budget cannot be less than what is already spent',
  completedIsFinal: 'A completed campaign cannot change',
  adminOnly: 'Only an admin of this advertiser can do that',
} as const;

/** An amount in currency units, to the cent. */
const Money = (max: number) => z.number().min(0).max(max).multipleOf(0.01);

/** Optional targeting: a region (a point and a radius) and species of interest. */
export const CampaignTargeting = z.strictObject({
  region: z
    .strictObject({
      lat: z.number().min(-90).max(90),
      lon: z.number().min(-180).max(180),
      radiusKm: z.number().positive().max(CAMPAIGN_LIMITS.maxRadiusKm),
    })
    .nullable()
    .optional(),
  species: z.array(z.string().trim().min(1).max(CAMPAIGN_LIMITS.speciesChars)).max(CAMPAIGN_LIMITS.species).optional(),
});
export type CampaignTargeting = z.infer<typeof CampaignTargeting>;

const CampaignFields = {
  name: Required(CAMPAIGN_LIMITS.nameChars, CAMPAIGN_MESSAGES.nameRequired),
  description: z.string().trim().max(CAMPAIGN_LIMITS.descriptionChars),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  budget: Money(CAMPAIGN_LIMITS.maxBudget).positive(CAMPAIGN_MESSAGES.budgetPositive),
  /** Price per 1,000 impressions. */
  cpm: Money(CAMPAIGN_LIMITS.maxPrice),
  /** Price per click. */
  cpc: Money(CAMPAIGN_LIMITS.maxPrice),
  placements: z.array(AdPlacement).min(1, CAMPAIGN_MESSAGES.placementsRequired).max(AD_PLACEMENTS.length),
  targeting: CampaignTargeting.optional(),
};

/** A new campaign: it starts as a draft. */
export const CreateCampaign = z
  .strictObject({ ...CampaignFields, description: CampaignFields.description.optional() })
  .refine((c) => Date.parse(c.endsAt) > Date.parse(c.startsAt), { message: CAMPAIGN_MESSAGES.scheduleOrder, path: ['endsAt'] });
export type CreateCampaign = z.infer<typeof CreateCampaign>;

/** A change: any fields, and the status (draft → active ⇄ paused → completed). */
export const UpdateCampaign = z.strictObject({
  name: CampaignFields.name.optional(),
  description: CampaignFields.description.optional(),
  startsAt: CampaignFields.startsAt.optional(),
  endsAt: CampaignFields.endsAt.optional(),
  budget: CampaignFields.budget.optional(),
  cpm: CampaignFields.cpm.optional(),
  cpc: CampaignFields.cpc.optional(),
  placements: CampaignFields.placements.optional(),
  targeting: CampaignTargeting.optional(),
  status: z.enum(['draft', 'active', 'paused', 'completed']).optional(),
});
export type UpdateCampaign = z.infer<typeof UpdateCampaign>;

const HttpsUrl = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain, error: CAMPAIGN_MESSAGES.targetUrlHttps })
  .max(CAMPAIGN_LIMITS.targetUrlChars);

/** A new ad: title, text, an optional image (a data URL, stored through the media store) and an https target. */
export const CreateAd = z.strictObject({
  title: Required(CAMPAIGN_LIMITS.adTitleChars, CAMPAIGN_MESSAGES.titleRequired),
  content: Required(CAMPAIGN_LIMITS.adContentChars, CAMPAIGN_MESSAGES.contentRequired),
  image: ImageDataUrl.optional(),
  targetUrl: HttpsUrl,
});
export type CreateAd = z.infer<typeof CreateAd>;

export const CampaignAd = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  targetUrl: z.string(),
  createdAt: z.string(),
});
export type CampaignAd = z.infer<typeof CampaignAd>;

/** Unbilled events of a campaign, by reason (invalid traffic filtered, budget spent, ...). */
export const UnbilledEvents = z.object({ reason: z.string(), events: z.number().int() });

export const CampaignDetail = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    status: CampaignStatus,
    startsAt: z.string(),
    endsAt: z.string(),
    budget: z.number(),
    spent: z.number(),
    cpm: z.number(),
    cpc: z.number(),
    placements: z.array(AdPlacement),
    targeting: z.object({
      region: z.object({ lat: z.number(), lon: z.number(), radiusKm: z.number() }).nullable(),
      species: z.array(z.string()),
    }),
    impressions: z.number().int(),
    clicks: z.number().int(),
    clickThroughRate: z.number(),
    ads: z.array(CampaignAd),
    unbilled: z.array(UnbilledEvents),
    createdAt: z.string(),
  })
  .meta({ id: 'CampaignDetail' });
export type CampaignDetail = z.infer<typeof CampaignDetail>;

/** A colleague invited by an admin: a member (or admin) who signs in with the password the admin set. */
export const InviteAdvertiserUser = z.strictObject({
  email: Email(ADVERTISER_MESSAGES.emailInvalid),
  firstName: Required(ADVERTISER_LIMITS.nameChars, ADVERTISER_MESSAGES.firstNameRequired),
  lastName: Required(ADVERTISER_LIMITS.nameChars, ADVERTISER_MESSAGES.lastNameRequired),
  role: z.enum(['admin', 'member']),
  password: AdvertiserPassword,
});
export type InviteAdvertiserUser = z.infer<typeof InviteAdvertiserUser>;

/** What operators review: every advertiser, pending first. */
export const ReviewedAdvertiser = Advertiser.extend({ createdAt: z.string() });
export type ReviewedAdvertiser = z.infer<typeof ReviewedAdvertiser>;
export const SetAdvertiserStatus = z.strictObject({ status: z.enum(['active', 'suspended']) });
export const OPERATOR_MESSAGES = { operatorsOnly: 'Only operators can review advertisers' } as const;

export const advertisersRoutes = {
  login: route({
    method: 'POST',
    path: '/api/advertisers/login',
    summary: 'Advertiser portal sign-in: answers the advertiser user',
    auth: false,
    body: AdvertiserLogin,
    responses: { 200: AdvertiserUser, 400: ErrorBody, 401: ErrorBody },
  }),
  register: route({
    method: 'POST',
    path: '/api/advertisers/register',
    summary: 'Register a company and its primary user (an active admin); the account starts pending',
    auth: false,
    body: RegisterAdvertiser,
    responses: { 201: RegisteredAdvertiser, 400: ErrorBody, 409: ErrorBody },
  }),
  logout: route({
    method: 'POST',
    path: '/api/advertisers/logout',
    summary: "Ends the advertiser portal's server session (its own cookie, apart from anglers' sessions)",
    auth: false,
    responses: { 204: null },
  }),
  get: route({
    method: 'GET',
    path: '/api/advertisers/:id',
    summary: "The signed-in advertiser user's own advertiser (403 for any other)",
    auth: false,
    advertiserSession: true,
    params: AdvertiserParams,
    responses: { 200: Advertiser, 401: ErrorBody, 403: ErrorBody },
  }),
  analytics: route({
    method: 'GET',
    path: '/api/advertisers/:id/analytics',
    summary: 'Totals of billed spend, impressions and clicks, and the click-through rate',
    auth: false,
    advertiserSession: true,
    params: AdvertiserParams,
    responses: { 200: AdvertiserAnalytics, 401: ErrorBody, 403: ErrorBody },
  }),
  campaigns: route({
    method: 'GET',
    path: '/api/advertisers/:id/campaigns',
    summary: "The advertiser's campaigns, newest first",
    auth: false,
    advertiserSession: true,
    params: AdvertiserParams,
    responses: { 200: z.array(CampaignSummary), 401: ErrorBody, 403: ErrorBody },
  }),
  analyticsDaily: route({
    method: 'GET',
    path: '/api/advertisers/:id/analytics/daily',
    summary: 'Spend, impressions, clicks and CTR per day and per campaign over the last `days` days, oldest first',
    auth: false,
    advertiserSession: true,
    params: AdvertiserParams,
    query: AnalyticsDaysQuery,
    responses: { 200: z.array(AnalyticsDay), 401: ErrorBody, 403: ErrorBody },
  }),
  invoices: route({
    method: 'GET',
    path: '/api/advertisers/:id/invoices',
    summary: 'Spend per month (billing awaits a card payment provider: nothing is charged)',
    auth: false,
    advertiserSession: true,
    params: AdvertiserParams,
    responses: { 200: z.array(AdvertiserInvoice), 401: ErrorBody, 403: ErrorBody },
  }),
  createCampaign: route({
    method: 'POST',
    path: '/api/advertisers/:id/campaigns',
    summary: 'Build a campaign (a draft until it is made active)',
    auth: false,
    advertiserSession: true,
    params: AdvertiserParams,
    body: CreateCampaign,
    responses: { 201: CampaignDetail, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
  }),
  campaign: route({
    method: 'GET',
    path: '/api/advertisers/:id/campaigns/:campaignId',
    summary: 'One campaign with its ads, counts and unbilled events',
    auth: false,
    advertiserSession: true,
    params: CampaignParams,
    responses: { 200: CampaignDetail, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
  }),
  updateCampaign: route({
    method: 'PATCH',
    path: '/api/advertisers/:id/campaigns/:campaignId',
    summary: 'Change a campaign or its status',
    auth: false,
    advertiserSession: true,
    params: CampaignParams,
    body: UpdateCampaign,
    responses: { 200: CampaignDetail, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody },
  }),
  createAd: route({
    method: 'POST',
    path: '/api/advertisers/:id/campaigns/:campaignId/ads',
    summary: 'Add an ad to a campaign (its image stored through the media store)',
    auth: false,
    advertiserSession: true,
    params: CampaignParams,
    body: CreateAd,
    bodyLimit: `${dataUrlLength(2 * MEDIA_LIMITS.imageBytes) + 8192}b`,
    responses: { 201: CampaignDetail, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody },
  }),
  operator: route({
    method: 'GET',
    path: '/api/advertising/operator',
    summary: 'Whether the signed-in angler is an operator (holds the operator role)',
    responses: { 200: z.object({ operator: z.boolean() }) },
  }),
  review: route({
    method: 'GET',
    path: '/api/advertising/review',
    summary: "Operators' review page: every advertiser, pending first",
    responses: { 200: z.array(ReviewedAdvertiser), 401: ErrorBody, 403: ErrorBody },
  }),
  setStatus: route({
    method: 'PUT',
    path: '/api/advertising/advertisers/:id/status',
    summary: 'An operator approves (active) or suspends an advertiser',
    params: AdvertiserParams,
    body: SetAdvertiserStatus,
    responses: { 200: ReviewedAdvertiser, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
  }),
  users: route({
    method: 'GET',
    path: '/api/advertisers/:id/users',
    summary: "The advertiser's portal users",
    auth: false,
    advertiserSession: true,
    params: AdvertiserParams,
    responses: { 200: z.array(AdvertiserUser), 401: ErrorBody, 403: ErrorBody },
  }),
  inviteUser: route({
    method: 'POST',
    path: '/api/advertisers/:id/users',
    summary: 'An admin adds a colleague as a member or an admin',
    auth: false,
    advertiserSession: true,
    params: AdvertiserParams,
    body: InviteAdvertiserUser,
    responses: { 201: z.array(AdvertiserUser), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody },
  }),
} as const;
