import { z } from 'zod';
import { route } from './route.ts';
import { ErrorBody, UnauthorizedText } from './errors.ts';
import { UserId } from './identity.ts';
import { Latitude, Longitude, PlaceName, queryNumber } from './geo.ts';

export const SpotId = z.string().min(1).max(64);
export const TripId = z.string().min(1).max(64);

export const WaterCondition = z.enum(['clear', 'murky', 'choppy', 'calm']);
export const WeatherCondition = z.enum(['sunny', 'cloudy', 'rainy', 'windy']);
export const TimeOfDay = z.enum(['dawn', 'morning', 'afternoon', 'evening', 'night']);
export const TipCategory = z.enum(['bait', 'technique', 'timing', 'location', 'weather', 'equipment']);

export const TEMPERATURE_F = { min: -60, max: 140 } as const;
export const TRIP_LIMITS = { notesChars: 4000, tipTitleChars: 120, tipContentChars: 2000 } as const;
export const TRIP_MESSAGES = {
  outcomeRequired: 'Choose whether the trip was successful',
  locationRequired: 'Choose a spot or a custom location',
  tipCategoryRequired: 'Choose a category for your tip',
} as const;

/** A spot as the feed and the trip wizard list it (spec §3). */
export const Spot = z.object({
  id: SpotId,
  name: z.string(),
  location: z.string().nullable(),
  latitude: Latitude,
  longitude: Longitude,
  totalTrips: z.number().int().min(0),
});
export type Spot = z.infer<typeof Spot>;

export const POPULAR_SPOTS = { default: 20, max: 50 } as const;
/** Ranked by trips logged, so a bounded list (not a cursor) is the natural read. */
export const SpotsWithTripsQuery = z.object({
  limit: queryNumber(z.number().int().min(1).max(POPULAR_SPOTS.max)).default(POPULAR_SPOTS.default),
});

/**
 * Trip payload (spec §3). A location is the spot or a custom place (address and
 * coordinates; 0,0 when the maps service was unavailable). An unfinished tip is not an
 * error: the trip is logged and no tip is shared (spec §5).
 */
export const LogTrip = z
  .object({
    spotId: SpotId.nullish(),
    fishingSuccess: z.boolean(TRIP_MESSAGES.outcomeRequired),
    waterCondition: WaterCondition.nullish(),
    weatherCondition: WeatherCondition.nullish(),
    temperature: z.number().min(TEMPERATURE_F.min).max(TEMPERATURE_F.max).nullish(),
    timeOfDay: TimeOfDay.nullish(),
    notes: z.string().trim().max(TRIP_LIMITS.notesChars).nullish(),
    shareLocation: z.boolean().default(true),
    location: PlaceName.nullish(),
    latitude: Latitude.nullish(),
    longitude: Longitude.nullish(),
    tipTitle: z.string().trim().max(TRIP_LIMITS.tipTitleChars).nullish(),
    tipContent: z.string().trim().max(TRIP_LIMITS.tipContentChars).nullish(),
    tipCategory: TipCategory.nullish(),
    shareTip: z.boolean().default(false),
  })
  .superRefine((trip, ctx) => {
    const customPlace = !!trip.location && trip.latitude != null && trip.longitude != null;
    if (!trip.spotId && !customPlace)
      ctx.addIssue({ code: 'custom', path: ['spotId'], message: TRIP_MESSAGES.locationRequired });
    const tipWillBeShared = trip.shareTip && !!trip.tipTitle && !!trip.tipContent && !!trip.spotId;
    if (tipWillBeShared && !trip.tipCategory)
      ctx.addIssue({ code: 'custom', path: ['tipCategory'], message: TRIP_MESSAGES.tipCategoryRequired });
  });
export type LogTrip = z.infer<typeof LogTrip>;

export const SharedTip = z.object({ id: z.string(), title: z.string(), content: z.string(), category: TipCategory });

/** A trip as a reader sees it: coordinates are null for others when its location is not shared. */
export const Trip = z.object({
  id: TripId,
  userId: UserId,
  spotId: SpotId.nullable(),
  fishingSuccess: z.boolean(),
  waterCondition: WaterCondition.nullable(),
  weatherCondition: WeatherCondition.nullable(),
  temperature: z.number().nullable(),
  timeOfDay: TimeOfDay.nullable(),
  notes: z.string().nullable(),
  shareLocation: z.boolean(),
  location: z.string().nullable(),
  latitude: Latitude.nullable(),
  longitude: Longitude.nullable(),
  tip: SharedTip.nullable(),
  createdAt: z.iso.datetime(),
});
export type Trip = z.infer<typeof Trip>;

const signedIn = { 401: UnauthorizedText } as const;

export const tripsRoutes = {
  spotsWithTrips: route({
    method: 'GET',
    path: '/api/spots/with-trips',
    summary: 'Popular spots: those with the most trips logged first',
    query: SpotsWithTripsQuery,
    responses: { 200: z.array(Spot), 400: ErrorBody, ...signedIn },
  }),
  logTrip: route({
    method: 'POST',
    path: '/api/spots/trips',
    summary: "Log a trip; a complete shared tip becomes the spot's tip",
    body: LogTrip,
    responses: { 201: Trip, 400: ErrorBody, ...signedIn, 404: ErrorBody, 422: ErrorBody },
  }),
  speciesNames: route({
    method: 'GET',
    path: '/api/species',
    summary: 'The names of the species anglers can pick',
    responses: { 200: z.array(z.string()), ...signedIn },
  }),
} as const;
