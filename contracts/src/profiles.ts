import { z } from './z.ts';
import { route } from './route.ts';
import { ErrorBody } from './errors.ts';
import { CurrentUser, User, UserId } from './identity.ts';
import { UnitSystem } from './units.ts';
import { LocationDefaults, LocationPrecision } from './location-shield.ts';
import { HiddenMark } from './moderation.ts';
import { PageQuery, pageOf } from './pagination.ts';
import { MEDIA_LIMITS, ProfileImageInput, dataUrlLength } from './media.ts';
import { SpeciesSlug } from './species.ts';

export const PROFILE_LIMITS = { displayNameChars: 60, locationChars: 120, bioChars: 500 } as const;
export const USER_SEARCH_MIN_CHARS = 2;
/** Returned with the 400 when q is too short, and shown under the search box before it runs. */
export const USER_SEARCH_TOO_SHORT = 'Type at least 2 characters to search for anglers';

/** The profile's stats row (spec §2); mates are anglers who follow each other. */
export const ProfileCounts = z.object({
  posts: z.number().int().min(0),
  catches: z.number().int().min(0),
  species: z.number().int().min(0),
  trips: z.number().int().min(0),
  successfulTrips: z.number().int().min(0),
  mates: z.number().int().min(0),
});

export const Profile = User.extend({
  isFollowing: z.boolean(),
  /** Whether I may message them (we are mates, no block either way): their Message button shows only then. */
  canMessage: z.boolean().default(false),
  counts: ProfileCounts,
  /**
   * Set only on my own profile while a moderator (or reports) hide it; to others a hidden profile has no
   * name, bio or pictures (they read it as a deleted angler's).
   */
  hidden: HiddenMark.nullable(),
});
export type Profile = z.infer<typeof Profile>;

const optionalText = (max: number) => z.string().trim().max(max).nullish();

/** Edit Profile (spec §7): each field optional; images as data URL, stored URL, or null to remove. */
export const ProfilePatch = z.object({
  displayName: z.string().trim().min(1, 'Display name cannot be empty').max(PROFILE_LIMITS.displayNameChars).optional(),
  location: optionalText(PROFILE_LIMITS.locationChars),
  bio: optionalText(PROFILE_LIMITS.bioChars),
  profileImageUrl: ProfileImageInput.optional(),
  bannerImageUrl: ProfileImageInput.optional(),
});
export type ProfilePatch = z.infer<typeof ProfilePatch>;

export const TripSharing = z.object({ shareTripLocations: z.boolean() });
export type TripSharing = z.infer<typeof TripSharing>;

/** The unit setting: sizes and weights in pounds and inches (imperial) or kilograms and centimetres (metric). */
export const UnitPreference = z.strictObject({ unitSystem: UnitSystem });
export type UnitPreference = z.infer<typeof UnitPreference>;

/** An angler's choice of location defaults (the request; LocationDefaults is the answer). */
export const LocationDefaultsChoice = z
  .strictObject({ publicPrecision: LocationPrecision, matesPrecision: LocationPrecision })
  .meta({ id: 'LocationDefaultsChoice' });

/** What a search result card needs; settings stay private. */
export const AnglerSummary = User.pick({
  id: true,
  displayName: true,
  firstName: true,
  lastName: true,
  location: true,
  bio: true,
  profileImageUrl: true,
});
export type AnglerSummary = z.infer<typeof AnglerSummary>;
/** A search result: the card and whether I follow them already (its Follow button). */
export const AnglerResult = AnglerSummary.extend({ isFollowing: z.boolean() });
export type AnglerResult = z.infer<typeof AnglerResult>;
export const AnglerPage = pageOf(AnglerResult);

/** Why an angler is suggested: the strongest thing the viewer and they have in common. */
export const SuggestionReasonKind = z.enum(['mates-of-mates', 'same-species', 'near', 'active']);
export type SuggestionReasonKind = z.infer<typeof SuggestionReasonKind>;
/** An angler to follow, with the reason in words ('Followed by 3 anglers you follow', 'Also catches walleye'). */
export const SuggestedAngler = AnglerSummary.extend({
  isFollowing: z.boolean(),
  reason: z.string(),
  reasonKind: SuggestionReasonKind,
});
export type SuggestedAngler = z.infer<typeof SuggestedAngler>;
export const SUGGESTIONS_LIMIT = { default: 8, max: 20 } as const;
export const SuggestionsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(SUGGESTIONS_LIMIT.max).default(SUGGESTIONS_LIMIT.default),
});

export const UserSearchQuery = PageQuery.extend({
  q: z.string(USER_SEARCH_TOO_SHORT).trim().min(USER_SEARCH_MIN_CHARS, USER_SEARCH_TOO_SHORT).max(100),
});

export const FollowState = z.object({ isFollowing: z.boolean() });
export type FollowState = z.infer<typeof FollowState>;

/** User stats (spec §3), counting only what the viewer may see. */
export const UserStats = z.object({
  totalCatches: z.number().int().min(0),
  totalSpecies: z.number().int().min(0),
  totalTrips: z.number().int().min(0),
  successfulTrips: z.number().int().min(0),
  biggestByLength: z.object({ length: z.number(), species: SpeciesSlug }).nullable(),
  biggestByWeight: z.object({ weight: z.number(), species: SpeciesSlug }).nullable(),
  speciesBreakdown: z.array(
    z.object({
      species: SpeciesSlug,
      count: z.number().int().min(1),
      maxWeight: z.number().nullable(),
      maxLength: z.number().nullable(),
    }),
  ),
});
export type UserStats = z.infer<typeof UserStats>;

const UserParams = z.object({ userId: UserId });
const signedIn = { 401: ErrorBody } as const;

export const profilesRoutes = {
  profile: route({
    method: 'GET',
    path: '/api/profile/:userId',
    summary: "An angler's profile with counts and whether I follow them",
    params: UserParams,
    responses: { 200: Profile, ...signedIn, 404: ErrorBody },
  }),
  updateProfile: route({
    method: 'PATCH',
    path: '/api/profile/:userId',
    summary: 'Edit my profile (owner only); data URL images are stored and replaced by URLs',
    params: UserParams,
    body: ProfilePatch,
    // Room for a picture and a banner up to the schema's bound, so an oversize photo gets the spec's 413.
    bodyLimit: `${2 * dataUrlLength(2 * MEDIA_LIMITS.imageBytes) + 4096}b`,
    responses: { 200: User, 400: ErrorBody, ...signedIn, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody, 422: ErrorBody },
  }),
  tripSharing: route({
    method: 'PUT',
    path: '/api/profile/:userId/trip-sharing',
    summary: 'Whether my trips reveal their locations to others (owner only)',
    params: UserParams,
    body: TripSharing,
    responses: { 200: User, 400: ErrorBody, ...signedIn, 403: ErrorBody, 404: ErrorBody },
  }),
  unitSystem: route({
    method: 'PUT',
    path: '/api/profile/:userId/unit-system',
    summary: 'The units my sizes and weights are shown in: imperial (lbs, in) or metric (kg, cm) (owner only)',
    params: UserParams,
    body: UnitPreference,
    responses: { 200: CurrentUser, 400: ErrorBody, ...signedIn, 403: ErrorBody, 404: ErrorBody },
  }),
  locationDefaults: route({
    method: 'GET',
    path: '/api/profile/:userId/location-defaults',
    summary: 'How precisely the public and my mates see where I fished, unless a post says otherwise (owner only)',
    params: UserParams,
    responses: { 200: LocationDefaults, 400: ErrorBody, ...signedIn, 403: ErrorBody },
  }),
  setLocationDefaults: route({
    method: 'PUT',
    path: '/api/profile/:userId/location-defaults',
    summary: 'Choose how precisely the public and my mates see where I fish from now on (owner only; mates never see less than the public)',
    params: UserParams,
    body: LocationDefaultsChoice,
    responses: { 200: LocationDefaults, 400: ErrorBody, ...signedIn, 403: ErrorBody, 422: ErrorBody },
  }),
  searchAnglers: route({
    method: 'GET',
    path: '/api/users/search',
    summary: 'Find anglers by name (2+ characters)',
    query: UserSearchQuery,
    responses: { 200: AnglerPage, 400: ErrorBody, ...signedIn },
  }),
  suggestedAnglers: route({
    method: 'GET',
    path: '/api/users/suggested',
    summary:
      'Anglers I might follow, each with its reason: mates of my mates, the same species, near me, active lately (never anyone blocked either way)',
    query: SuggestionsQuery,
    responses: { 200: z.array(SuggestedAngler), 400: ErrorBody, ...signedIn },
  }),
  follow: route({
    method: 'POST',
    path: '/api/follow/:userId',
    summary: 'Follow an angler (following twice changes nothing; not yourself)',
    params: UserParams,
    responses: { 200: FollowState, ...signedIn, 404: ErrorBody, 422: ErrorBody },
  }),
  unfollow: route({
    method: 'DELETE',
    path: '/api/follow/:userId',
    summary: 'Stop following an angler',
    params: UserParams,
    responses: { 200: FollowState, ...signedIn, 404: ErrorBody },
  }),
  stats: route({
    method: 'GET',
    path: '/api/stats/user/:userId',
    summary: "An angler's statistics over the catches and trips I may see",
    params: UserParams,
    responses: { 200: UserStats, ...signedIn, 404: ErrorBody },
  }),
} as const;
