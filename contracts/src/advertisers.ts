import { z } from 'zod';
import { route } from './route.ts';
import { ErrorBody } from './errors.ts';

/**
 * The advertiser portal's sign-in and registration (spec part 2 §2, §5, §6, §7). The portal's
 * sign-in is separate from the anglers'. Who an advertiser user is and what state an account
 * is in are the server's to decide: registration makes the primary user an active admin of a
 * pending account, so the browser sends no role, isActive or accountStatus (a body carrying
 * one is refused).
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
  password: z.string(ADVERTISER_MESSAGES.passwordRequired).min(1, ADVERTISER_MESSAGES.passwordRequired).max(ADVERTISER_LIMITS.passwordChars),
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

/** The company's first user, who signs in to the portal: never their role or whether they are active. */
export const AdvertiserPrimaryUser = z.strictObject({
  email: Email(ADVERTISER_MESSAGES.emailInvalid),
  firstName: Required(ADVERTISER_LIMITS.nameChars, ADVERTISER_MESSAGES.firstNameRequired),
  lastName: Required(ADVERTISER_LIMITS.nameChars, ADVERTISER_MESSAGES.lastNameRequired),
  password: z
    .string(ADVERTISER_MESSAGES.passwordTooShort)
    .min(ADVERTISER_PASSWORD_MIN, ADVERTISER_MESSAGES.passwordTooShort)
    .max(ADVERTISER_LIMITS.passwordChars),
});

/** Registration (spec §5): company name, contact email and the primary user are required; the website is a URL. */
export const RegisterAdvertiser = z.strictObject({
  companyName: Required(ADVERTISER_LIMITS.companyNameChars, ADVERTISER_MESSAGES.companyNameRequired),
  website: z
    .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: ADVERTISER_MESSAGES.websiteInvalid })
    .max(ADVERTISER_LIMITS.websiteChars)
    .optional(),
  industry: OptionalText(ADVERTISER_LIMITS.industryChars),
  contactEmail: Email(ADVERTISER_MESSAGES.contactEmailInvalid),
  contactPhone: OptionalText(ADVERTISER_LIMITS.phoneChars),
  description: OptionalText(ADVERTISER_LIMITS.descriptionChars),
  primaryUser: AdvertiserPrimaryUser,
});
export type RegisterAdvertiser = z.infer<typeof RegisterAdvertiser>;

/** What registering answers: the new account, pending approval. */
export const RegisteredAdvertiser = z.object({
  advertiserId: AdvertiserId,
  accountStatus: AdvertiserAccountStatus,
});
export type RegisteredAdvertiser = z.infer<typeof RegisteredAdvertiser>;

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
} as const;
