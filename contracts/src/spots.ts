import { z } from './z.ts';
import { route } from './route.ts';
import { ErrorBody } from './errors.ts';
import { Latitude, Longitude, queryNumber } from './geo.ts';
import {
  SpotId,
  TEMPERATURE_F,
  TimeOfDay,
  TipCategory,
  Trip,
  TRIP_LIMITS,
  TRIP_MESSAGES,
  TripPrivacy,
  WaterCondition,
  WeatherCondition,
} from './trips.ts';
import { UserId } from './identity.ts';
import { HiddenMark } from './moderation.ts';
import { LocationPrecision } from './location-shield.ts';

/** The add-spot form's water types (spec §5); each belongs to one of the filters' water classes (spec §9). */
export const SpotWaterType = z.enum(['lake', 'river', 'pond', 'ocean']);
export const WaterClass = z.enum(['freshwater', 'saltwater', 'brackish']);
export const Difficulty = z.enum(['beginner', 'intermediate', 'advanced']);
export const AccessType = z.enum(['public', 'private', 'permit_required']);
export const FACILITIES = [
  'restrooms',
  'parking',
  'boat_ramp',
  'bait_shop',
  'camping',
  'restaurants',
  'guide_services',
  'charter_boats',
  'tackle_rental',
] as const;
export const QUICK_PICK_SPECIES = [
  'Bass',
  'Trout',
  'Pike',
  'Salmon',
  'Tuna',
  'Snapper',
  'Grouper',
  'Tarpon',
  'Redfish',
  'Flounder',
  'Mackerel',
  'Cod',
  'Halibut',
] as const;

export const SPOT_MESSAGES = {
  nameRequired: 'Spot name is required',
  descriptionTooShort: 'Description must be at least 10 characters',
  locationRequired: 'Location is required',
} as const;
export const SPOT_LIMITS = {
  nameChars: 200,
  descriptionChars: 4000,
  listItems: 30,
  itemChars: 60,
  nearbyKm: 50,
  maxNearbyKm: 500,
  recentConditions: 5,
  topRatedMin: 4,
  heatmapSpots: 500,
  directorySpots: 100,
  nearbySpots: 50,
} as const;
/** The add-spot dialog's default location (Sydney area, spec §4). */
export const DEFAULT_SPOT_LOCATION = { latitude: -33.87, longitude: 151.21 } as const;

const listOf = z.array(z.string().trim().min(1).max(SPOT_LIMITS.itemChars)).max(SPOT_LIMITS.listItems);

/** Spot creation payload (spec §3) with the add-spot form's rules and messages (spec §5). */
export const CreateSpot = z.object({
  name: z.string(SPOT_MESSAGES.nameRequired).trim().min(1, SPOT_MESSAGES.nameRequired).max(SPOT_LIMITS.nameChars),
  description: z
    .string(SPOT_MESSAGES.descriptionTooShort)
    .trim()
    .min(10, SPOT_MESSAGES.descriptionTooShort)
    .max(SPOT_LIMITS.descriptionChars),
  location: z.string(SPOT_MESSAGES.locationRequired).trim().min(1, SPOT_MESSAGES.locationRequired).max(200),
  latitude: Latitude.default(DEFAULT_SPOT_LOCATION.latitude),
  longitude: Longitude.default(DEFAULT_SPOT_LOCATION.longitude),
  waterType: SpotWaterType.default('lake'),
  accessType: AccessType.default('public'),
  difficulty: Difficulty.default('beginner'),
  facilities: listOf.default([]),
  species: listOf.default([]),
});
export type CreateSpot = z.infer<typeof CreateSpot>;

/** Spot (directory), spec §3. `rating` is the plain average (0 when unrated); distance only on nearby. */
export const DirectorySpot = z.object({
  id: SpotId,
  name: z.string(),
  verified: z.boolean(),
  rating: z.number().min(0).max(5),
  totalRatings: z.number().int().min(0),
  latitude: Latitude,
  longitude: Longitude,
  location: z.string().nullable(),
  description: z.string().nullable(),
  waterType: z.string().nullable(),
  waterClass: WaterClass.nullable(),
  difficulty: Difficulty.nullable(),
  accessType: AccessType.nullable(),
  species: z.array(z.string()),
  facilities: z.array(z.string()),
  totalCatches: z.number().int().min(0),
  totalTrips: z.number().int().min(0),
  creatorName: z.string().nullable(),
  /** The signed-in viewer's own rating, null when not rated (or anonymous). */
  myRating: z.number().int().min(1).max(5).nullable(),
  /** Set only in the directory of the angler who added it while it is hidden: nobody else lists it. */
  hidden: HiddenMark.nullable(),
  distance: z.number().min(0).optional(),
  recommendationReason: z.string().optional(),
});
export type DirectorySpot = z.infer<typeof DirectorySpot>;

const blankless = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);

export const SpotsQuery = z.object({
  search: blankless(z.string().trim().max(200).optional()),
  /** A water class (freshwater, saltwater, brackish) or a form water type (lake, river, pond, ocean). */
  waterType: blankless(z.union([WaterClass, SpotWaterType, z.literal('all')]).optional()),
  difficulty: blankless(z.union([Difficulty, z.literal('all')]).optional()),
  location: blankless(z.string().trim().max(200).optional()),
  /** Top Rated: rating ≥ 4, ranked by the Bayesian average. */
  sort: blankless(z.enum(['name', 'top-rated']).optional()),
});
export type SpotsQuery = z.infer<typeof SpotsQuery>;

export const NearbySpotsQuery = z.object({
  latitude: queryNumber(Latitude),
  longitude: queryNumber(Longitude),
  radius: queryNumber(z.number().gt(0).max(SPOT_LIMITS.maxNearbyKm)).default(SPOT_LIMITS.nearbyKm),
});

/** Spot ids are slugs or uuids: a NUL or other control character never reaches the database. */
export const SpotParams = z.object({ id: SpotId.regex(/^[A-Za-z0-9_.-]+$/) });

export const RateSpot = z.object({ rating: z.number().int().min(1).max(5) });
export const SpotRating = z.object({
  rating: z.number().min(0).max(5),
  totalRatings: z.number().int().min(0),
  myRating: z.number().int().min(1).max(5),
});

export const TIP_MESSAGES = {
  signInToVote: 'Authentication Required - Please log in to vote on tips.',
  signInToShare: 'Please log in to share tips with the community.',
} as const;

export const NewTip = z.object({
  title: z.string().trim().min(1, 'Give your tip a title').max(TRIP_LIMITS.tipTitleChars),
  content: z.string().trim().min(1, 'Write your tip').max(TRIP_LIMITS.tipContentChars),
  category: TipCategory,
});
export const VoteType = z.enum(['upvote', 'downvote']);
export const TipVote = z.object({ voteType: VoteType });
export const TipParams = z.object({ id: z.string().uuid() });

/** Spot tip (spec §3). `score` = upvotes − downvotes; the list is ordered by `rank` (Wilson lower bound). */
export const SpotTip = z
  .object({
    id: z.string(),
    title: z.string(),
    content: z.string(),
    category: TipCategory,
    isVerified: z.boolean(),
    upvotes: z.number().int().min(0),
    downvotes: z.number().int().min(0),
    score: z.number().int(),
    myVote: VoteType.nullable(),
    createdAt: z.iso.datetime(),
    user: z.object({
      id: UserId,
      profileImageUrl: z.string().nullable(),
      displayName: z.string().nullable(),
      firstName: z.string().nullable(),
    }),
    /** Set only for its author while a moderator (or reports) hide it: nobody else receives it. */
    hidden: HiddenMark.nullable(),
  })
  .meta({ id: 'SpotTip' });
export type SpotTip = z.infer<typeof SpotTip>;

/** The trip payload sent to a spot's conditions: the spot is the path's, so no place fields. */
export const ConditionReportBody = z
  .object({
    fishingSuccess: z.boolean(TRIP_MESSAGES.outcomeRequired),
    waterCondition: WaterCondition.nullish(),
    weatherCondition: WeatherCondition.nullish(),
    temperature: z.number().min(TEMPERATURE_F.min).max(TEMPERATURE_F.max).nullish(),
    timeOfDay: TimeOfDay.nullish(),
    notes: z.string().trim().max(TRIP_LIMITS.notesChars).nullish(),
    shareLocation: z.boolean().default(true),
    /** Who sees the trip (as Log Trip's): only a public trip shapes the spot's heat and recent conditions. */
    privacy: TripPrivacy.default('public'),
    /** How precisely the public and mates see the trip's place (absent: the angler's defaults). */
    publicPrecision: LocationPrecision.optional(),
    matesPrecision: LocationPrecision.optional(),
    tipTitle: z.string().trim().max(TRIP_LIMITS.tipTitleChars).nullish(),
    tipContent: z.string().trim().max(TRIP_LIMITS.tipContentChars).nullish(),
    tipCategory: TipCategory.nullish(),
    shareTip: z.boolean().default(false),
  })
  .superRefine((trip, ctx) => {
    if (trip.shareTip && trip.tipTitle && trip.tipContent && !trip.tipCategory)
      ctx.addIssue({ code: 'custom', path: ['tipCategory'], message: TRIP_MESSAGES.tipCategoryRequired });
  });

/** Recent condition report (spec §3), temperature in °F. */
export const ConditionReport = z.object({
  weatherCondition: WeatherCondition.nullable(),
  waterCondition: WaterCondition.nullable(),
  temperature: z.number().nullable(),
  notes: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export const HeatTimeRange = z.enum(['24h', '7d', '30d', '90d']);
export const HeatmapQuery = z.object({
  timeRange: blankless(HeatTimeRange.default('7d')),
  minActivityScore: queryNumber(z.number().min(0).max(100)).default(0),
  showOnlyActive: blankless(z.enum(['true', 'false']).default('false')).transform((v) => v === 'true'),
  minRating: queryNumber(z.number().min(0).max(5)).default(0),
  waterType: blankless(z.union([WaterClass, z.literal('all')]).default('all')),
  species: blankless(z.string().trim().max(80).default('all')),
});
export type HeatmapQuery = z.infer<typeof HeatmapQuery>;

/**
 * Spot (detail and heat map), spec §3, over the chosen time range. Only trips logged at a spot whose
 * location is shared (by the trip and by its angler) count. With fewer than 3 different anglers in the
 * range, per-angler detail (bestTimeOfDay, lastActivity) is null and `detailHidden` is true.
 */
export const HeatSpot = z.object({
  id: SpotId,
  name: z.string(),
  location: z.string().nullable(),
  latitude: Latitude,
  longitude: Longitude,
  averageRating: z.number().min(0).max(5),
  totalRatings: z.number().int().min(0),
  verified: z.boolean(),
  description: z.string().nullable(),
  difficulty: Difficulty.nullable(),
  waterType: z.string().nullable(),
  waterClass: WaterClass.nullable(),
  accessType: AccessType.nullable(),
  facilities: z.array(z.string()),
  activityScore: z.number().int().min(0).max(100),
  successRate: z.number().int().min(0).max(100),
  catchCount: z.number().int().min(0),
  totalTrips: z.number().int().min(0),
  totalAnglers: z.number().int().min(0),
  popularSpecies: z.array(z.string()),
  bestTimeOfDay: TimeOfDay.nullable(),
  lastActivity: z.iso.datetime().nullable(),
  recentCatches: z.number().int().min(0),
  heatScore: z.number().int().min(0).max(100),
  heatLabel: z.enum(['Hot', 'Very Active', 'Active', 'Moderate', 'Cool']),
  detailHidden: z.boolean(),
});
export type HeatSpot = z.infer<typeof HeatSpot>;

export const SpotDetailQuery = z.object({ timeRange: blankless(HeatTimeRange.default('30d')) });
export const SpotDetail = HeatSpot.extend({
  myRating: z.number().int().min(1).max(5).nullable(),
  species: z.array(z.string()),
  creatorName: z.string().nullable(),
  /** The signed-in viewer added it (they cannot report their own spot). */
  isMine: z.boolean(),
  /** Set only for the angler who added it while it is hidden: nobody else can open it. */
  hidden: HiddenMark.nullable(),
});

const signedIn = { 401: ErrorBody } as const;

/**
 * Every spots call needs a signed-in angler (spec part 2 §6: a visitor sees only the landing page and the
 * advertiser pages; spots are not available to them). Tip writes refuse a visitor in the spec's own words (§8).
 */
export const spotsRoutes = {
  directory: route({
    method: 'GET',
    path: '/api/spots',
    summary:
      'The spots directory: search, water type (class or form type), difficulty, location; Top Rated with sort=top-rated; the first 100 by name (Top Rated: by its rank)',
    query: SpotsQuery,
    responses: { 200: z.array(DirectorySpot), 400: ErrorBody, ...signedIn },
  }),
  nearby: route({
    method: 'GET',
    path: '/api/spots/nearby',
    summary: 'Spots within radius km (default 50), nearest first (the 50 nearest), with their distance in km',
    query: NearbySpotsQuery,
    responses: { 200: z.array(DirectorySpot), 400: ErrorBody, ...signedIn },
  }),
  recommended: route({
    method: 'GET',
    path: '/api/spots/recommended',
    summary: 'Spots for the signed-in angler from their own trips and where they fish, each with its reason',
    responses: { 200: z.array(DirectorySpot), ...signedIn },
  }),
  heatmap: route({
    method: 'GET',
    path: '/api/spots/heatmap',
    summary: 'The spots the filters keep with their activity over the time range (shared trips at spots only), hottest first, at most 500',
    query: HeatmapQuery,
    responses: { 200: z.array(HeatSpot), 400: ErrorBody, ...signedIn },
  }),
  create: route({
    method: 'POST',
    path: '/api/spots',
    summary: 'Add a fishing spot',
    body: CreateSpot,
    responses: { 201: DirectorySpot, 400: ErrorBody, ...signedIn },
  }),
  detail: route({
    method: 'GET',
    path: '/api/spots/:id',
    summary: 'One spot with its activity',
    params: SpotParams,
    query: SpotDetailQuery,
    responses: { 200: SpotDetail, 400: ErrorBody, ...signedIn, 404: ErrorBody },
  }),
  rate: route({
    method: 'PUT',
    path: '/api/spots/:id/rating',
    summary: 'Rate a spot 1–5 (once per angler; rating again changes it)',
    params: SpotParams,
    body: RateSpot,
    responses: { 200: SpotRating, 400: ErrorBody, ...signedIn, 404: ErrorBody },
  }),
  tips: route({
    method: 'GET',
    path: '/api/spots/:id/tips',
    summary: "A spot's tips, best first by the Wilson lower bound of their votes",
    params: SpotParams,
    responses: { 200: z.array(SpotTip), 400: ErrorBody, ...signedIn, 404: ErrorBody },
  }),
  shareTip: route({
    method: 'POST',
    path: '/api/spots/:id/tips',
    signedOutMessage: TIP_MESSAGES.signInToShare,
    summary: 'Share a tip about a spot',
    params: SpotParams,
    body: NewTip,
    responses: { 201: SpotTip, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
  }),
  vote: route({
    method: 'POST',
    path: '/api/tips/:id/vote',
    signedOutMessage: TIP_MESSAGES.signInToVote,
    summary: 'Up- or down-vote a tip (one vote per angler; voting the other way switches it)',
    params: TipParams,
    body: TipVote,
    responses: { 200: SpotTip, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
  }),
  unvote: route({
    method: 'DELETE',
    path: '/api/tips/:id/vote',
    signedOutMessage: TIP_MESSAGES.signInToVote,
    summary: 'Remove my vote on a tip',
    params: TipParams,
    responses: { 200: SpotTip, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
  }),
  logConditions: route({
    method: 'POST',
    path: '/api/spots/:id/conditions',
    summary: "Log a trip at this spot (the feed's Log Trip, one rule)",
    params: SpotParams,
    body: ConditionReportBody,
    responses: { 201: Trip, 400: ErrorBody, ...signedIn, 404: ErrorBody, 422: ErrorBody },
  }),
  recentConditions: route({
    method: 'GET',
    path: '/api/spots/:id/conditions/recent',
    summary: 'The 5 newest condition reports of shared trips at this spot',
    params: SpotParams,
    responses: { 200: z.array(ConditionReport), 400: ErrorBody, ...signedIn, 404: ErrorBody },
  }),
} as const;
