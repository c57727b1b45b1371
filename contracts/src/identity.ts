import { z } from './z.ts';
import { route } from './route.ts';
import { UnauthorizedText } from './errors.ts';
import { UnitSystem } from './units.ts';
import { AnglerStanding } from './standing.ts';

export const UserId = z.string().min(1).max(64);

/** An angler as the client sees them (spec part 1 §3). */
export const User = z.object({
  id: UserId,
  displayName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  bannerImageUrl: z.string().nullable(),
  shareTripLocations: z.boolean(),
});
export type User = z.infer<typeof User>;

/**
 * The signed-in angler as they see themself: their card and their own settings — the unit system
 * sizes and weights are shown and typed in (imperial unless they choose metric).
 * Other anglers' profiles never carry it.
 */
export const CurrentUser = User.extend({ unitSystem: UnitSystem });
export type CurrentUser = z.infer<typeof CurrentUser>;

/**
 * `GET /api/auth/user`: the signed-in angler and their standing — a suspended or banned angler can
 * still sign in, to read why, appeal and download their data (a suspension that has run out reads good).
 */
export const SignedInUser = CurrentUser.extend(AnglerStanding.shape);
export type SignedInUser = z.infer<typeof SignedInUser>;

export const identityRoutes = {
  currentUser: route({
    method: 'GET',
    path: '/api/auth/user',
    summary: 'The signed-in angler',
    auth: false,
    responses: { 200: SignedInUser, 401: UnauthorizedText },
  }),
  login: route({
    method: 'GET',
    path: '/api/login',
    summary: 'Start sign-in: redirects the browser to the identity provider',
    kind: 'browser',
    auth: false,
    // A path on this site only: `//host` or `/\\host` would send the browser elsewhere after sign-in.
    query: z.object({
      returnTo: z
        .string()
        .regex(/^\/(?![/\\])/, 'must be a path on this site')
        .max(2048)
        .optional(),
    }),
    responses: { 302: null },
  }),
  callback: route({
    method: 'GET',
    path: '/api/callback',
    summary: 'The identity provider returns here; opens a session and redirects home',
    kind: 'browser',
    auth: false,
    responses: { 302: null },
  }),
  logout: route({
    method: 'GET',
    path: '/api/logout',
    summary: 'Sign out: ends the session and redirects to the landing screen',
    kind: 'browser',
    auth: false,
    responses: { 302: null },
  }),
} as const;
