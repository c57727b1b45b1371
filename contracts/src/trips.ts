import { z } from './z.ts';
import { route, uploadRoute } from './route.ts';
import { ErrorBody } from './errors.ts';
import { UserId } from './identity.ts';
import { Latitude, Longitude, PlaceName, queryNumber } from './geo.ts';
import { PageQuery, pageOf } from './pagination.ts';
import { HiddenMark } from './moderation.ts';
import { LocationPrecision } from './location-shield.ts';
import { CatchConditions } from './weather.ts';

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
export const Spot = z
  .object({
    id: SpotId,
    name: z.string(),
    location: z.string().nullable(),
    latitude: Latitude,
    longitude: Longitude,
    totalTrips: z.number().int().min(0),
  })
  .meta({ id: 'Spot' });
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
/**
 * Who sees a trip, as for a catch (spec §6 post privacy): public (everyone), mates (mates only),
 * private (only its angler). Default public. Its place is hidden from others besides, when the trip
 * does not share its location or the angler turned off 'Share Trip Locations'.
 */
export const TripPrivacy = z.enum(['public', 'mates', 'private']);

/** The trip's own fields: what Log Trip sends and what its angler may edit later. */
const TripFields = z.object({
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
  privacy: TripPrivacy.default('public'),
  /**
   * How precisely the public and mates see this trip's place. Absent: the angler's defaults when
   * logging, the trip's current choice when editing.
   */
  publicPrecision: LocationPrecision.optional(),
  matesPrecision: LocationPrecision.optional(),
});

const needsAPlace = (
  trip: { spotId?: string | null; location?: string | null; latitude?: number | null; longitude?: number | null },
  ctx: z.RefinementCtx,
) => {
  const customPlace = !!trip.location && trip.latitude != null && trip.longitude != null;
  if (!trip.spotId && !customPlace) ctx.addIssue({ code: 'custom', path: ['spotId'], message: TRIP_MESSAGES.locationRequired });
};

export const LogTrip = TripFields.extend({
  tipTitle: z.string().trim().max(TRIP_LIMITS.tipTitleChars).nullish(),
  tipContent: z.string().trim().max(TRIP_LIMITS.tipContentChars).nullish(),
  tipCategory: TipCategory.nullish(),
  shareTip: z.boolean().default(false),
}).superRefine((trip, ctx) => {
  needsAPlace(trip, ctx);
  const tipWillBeShared = trip.shareTip && !!trip.tipTitle && !!trip.tipContent && !!trip.spotId;
  if (tipWillBeShared && !trip.tipCategory)
    ctx.addIssue({ code: 'custom', path: ['tipCategory'], message: TRIP_MESSAGES.tipCategoryRequired });
});
export type LogTrip = z.infer<typeof LogTrip>;

/**
 * Its angler edits a trip: the whole trip as it should now be (the tip it shared belongs to the
 * spot and is not edited here). The spot's trip counts follow the edit exactly.
 */
export const EditTrip = TripFields.superRefine(needsAPlace);
export type EditTrip = z.infer<typeof EditTrip>;

/**
 * A trip's recorded path as the viewer may see it (imported from a watch or a GPS unit): [latitude,
 * longitude] pairs, already cut by the location shield — exact for its angler, snapped to grid cells
 * at about 1 km / 10 km (consecutive repeats dropped), empty at 'place' and 'hidden' — and thinned for
 * drawing (at most TRACK_LIMITS.drawnPoints).
 */
export const TripPath = z
  .object({
    startedAt: z.iso.datetime(),
    endedAt: z.iso.datetime(),
    path: z.array(z.tuple([Latitude, Longitude])),
  })
  .meta({ id: 'TripPath' });
export type TripPath = z.infer<typeof TripPath>;

export const TRACK_LIMITS = { fileBytes: 10 * 1024 * 1024, drawnPoints: 2000 } as const;
export const TrackFormat = z.enum(['gpx', 'kml']);
export type TrackFormat = z.infer<typeof TrackFormat>;

/** A marked place of an imported file, offered to its angler as a catch to share (its time, when the file gives one). */
export const TrackWaypoint = z
  .object({ name: z.string().nullable(), latitude: Latitude, longitude: Longitude, at: z.iso.datetime().nullable() })
  .meta({ id: 'TrackWaypoint' });
export type TrackWaypoint = z.infer<typeof TrackWaypoint>;

export const SharedTip = z.object({ id: z.string(), title: z.string(), content: z.string(), category: TipCategory });

/**
 * A trip as a reader sees it. Its angler gets it exactly; anyone else at `locationPrecision` (the
 * location shield): coordinates snapped to a fixed grid cell's centre, or none at all for 'place' and
 * 'hidden' (and for 'hidden' whenever the trip or its angler does not share trip locations), and then
 * no spot either — naming the spot would name the exact place.
 */
export const Trip = z
  .object({
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
    privacy: TripPrivacy,
    /** The spot's name when fished at a spot (and the viewer's precision names spots). */
    spotName: z.string().nullable(),
    /** The precision this answer was cut to for this viewer ('exact' for its angler). */
    locationPrecision: LocationPrecision,
    /** The nearest town of the gazetteer, for a viewer at 'place' (and for its angler); null otherwise or when none is near. */
    placeName: z.string().nullable(),
    /** The angler's choices for this trip: given to its angler alone (null for everyone else). */
    publicPrecision: LocationPrecision.nullable(),
    matesPrecision: LocationPrecision.nullable(),
    userDisplayName: z.string().nullable(),
    userProfileImage: z.string().nullable(),
    createdAt: z.iso.datetime(),
    /** Hidden by moderation: set for its angler alone (nobody else receives a hidden trip). */
    hidden: HiddenMark.nullable(),
    /** The conditions when it was fished (on the trip page, once looked up). They carry no place. */
    conditions: CatchConditions.optional(),
    /** Its recorded path, on the trip page when it has one (as the location shield lets this viewer see it). */
    track: TripPath.optional(),
  })
  .meta({ id: 'Trip' });
export type Trip = z.infer<typeof Trip>;

/** The trip made from a GPX file, and the file's waypoints for its angler to share as catches. */
export const ImportedTrip = z.object({ trip: Trip, waypoints: z.array(TrackWaypoint) }).meta({ id: 'ImportedTrip' });
export type ImportedTrip = z.infer<typeof ImportedTrip>;

export const TripPage = pageOf(Trip);
export type TripPage = z.infer<typeof TripPage>;

const signedIn = { 401: ErrorBody } as const;

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
  editTrip: route({
    method: 'PATCH',
    path: '/api/trips/:id',
    summary: "Its angler edits a trip; the spot's trip counts and statistics follow exactly",
    params: z.object({ id: TripId }),
    body: EditTrip,
    responses: { 200: Trip, 400: ErrorBody, ...signedIn, 404: ErrorBody, 422: ErrorBody },
  }),
  deleteTrip: route({
    method: 'DELETE',
    path: '/api/trips/:id',
    summary: "Its angler deletes a trip; the spot's trip counts and statistics follow exactly",
    params: z.object({ id: TripId }),
    responses: { 204: null, ...signedIn, 404: ErrorBody },
  }),
  anglersTrips: route({
    method: 'GET',
    path: '/api/trips/user/:userId',
    summary: "An angler's trips for the profile's Trips tab, newest first, as far as the viewer may see them",
    params: z.object({ userId: UserId }),
    query: PageQuery,
    responses: { 200: TripPage, 400: ErrorBody, ...signedIn, 404: ErrorBody },
  }),
  tripDetail: route({
    method: 'GET',
    path: '/api/trips/:id',
    summary: 'One trip, when the viewer may see it (404 otherwise, as if it did not exist)',
    params: z.object({ id: TripId }),
    responses: { 200: Trip, ...signedIn, 404: ErrorBody },
  }),
  importTrack: uploadRoute({
    method: 'POST',
    path: '/api/trips/import',
    summary:
      'Import a GPX track (10 MB at most) from a watch or a GPS unit as multipart/form-data, one field `file`, or as the raw body with Content-Type application/gpx+xml: a new trip over its time range, its path kept, its waypoints offered as catches',
    fileLimit: TRACK_LIMITS.fileBytes,
    rawTypes: ['application/gpx+xml'],
    responses: { 201: ImportedTrip, 400: ErrorBody, ...signedIn, 413: ErrorBody, 415: ErrorBody, 422: ErrorBody },
  }),
  exportTrack: route({
    method: 'GET',
    path: '/api/trips/:id/export/:format',
    summary: 'Its angler downloads a trip as GPX 1.1 or KML 2.2: its path (or its point) and waypoints, exactly as recorded',
    params: z.object({ id: TripId, format: TrackFormat }),
    responses: { 200: z.string(), 400: ErrorBody, ...signedIn, 404: ErrorBody },
  }),
  speciesNames: route({
    method: 'GET',
    path: '/api/species',
    summary: 'The names of the species anglers can pick',
    responses: { 200: z.array(z.string()), ...signedIn },
  }),
} as const;
