import { z } from './z.ts';
import { route, uploadRoute } from './route.ts';
import { ErrorBody } from './errors.ts';
import { UserId } from './identity.ts';
import { SpeciesSlug } from './species.ts';
import { Latitude, Longitude, PlaceName, queryNumber } from './geo.ts';
import { PageQuery, pageOf } from './pagination.ts';
import { DirectUpload, DirectUploadRequest, MEDIA_LIMITS, MediaUrl, StoredMedia } from './media.ts';
import { Trip } from './trips.ts';
import { HiddenMark } from './moderation.ts';
import { LocationPrecision } from './location-shield.ts';
import { CatchConditions } from './weather.ts';

export const PostId = z.string().min(1).max(64);

export const PostType = z.enum(['catch', 'content']);
export const CatchPrivacy = z.enum(['public', 'mates', 'private']);
/** Content is never for mates only (spec §5). */
export const ContentPrivacy = z.enum(['public', 'private']);
export const ContentType = z.enum(['photo', 'video', 'text']);
export type PostPrivacy = z.infer<typeof CatchPrivacy>;

/** Spec §5 wording, shown by the content dialog and returned by the server alike. */
export const POST_MESSAGES = {
  titleRequired: 'Title required: Please add a title to your content',
  photoRequired: 'Photo required',
  videoRequired: 'Video required',
} as const;

export const POST_LIMITS = {
  descriptionChars: 2000,
  titleChars: 120,
  methodChars: 80,
  tags: 20,
  tagChars: 40,
  weightLbs: 2000,
  lengthInches: 200,
} as const;

/** Sizes are decimals (spec §5: step 0.1 in the form); the server takes what anglers measure, up to two decimal places (17.25 in). */
const measure = (max: number, unit: string) =>
  z
    .number()
    .min(0, `Must be 0 ${unit} or more`)
    .max(max, `Must be at most ${max} ${unit}`)
    .multipleOf(0.01, 'Use at most two decimal places');
export const WeightLbs = measure(POST_LIMITS.weightLbs, 'lbs');
export const LengthInches = measure(POST_LIMITS.lengthInches, 'inches');

const Description = z.string().trim().max(POST_LIMITS.descriptionChars);
const Tag = z.string().trim().max(POST_LIMITS.tagChars);

/** A post as every reader receives it (spec §3); `liked` is the viewer's own like, from the server. */
export const Post = z
  .object({
    id: PostId,
    type: PostType,
    description: z.string().nullable(),
    imageUrl: MediaUrl.nullable(),
    thumbnailUrl: MediaUrl.nullable(),
    videoUrl: MediaUrl.nullable(),
    title: z.string().nullable(),
    tags: z.array(z.string()),
    contentType: ContentType.nullable(),
    location: z.string().nullable(),
    latitude: Latitude.nullable(),
    longitude: Longitude.nullable(),
    /**
     * How precisely THIS viewer receives the catch's place (the location shield): 'exact' for its
     * author, otherwise the author's choice for mates or for everyone else. At '1km'/'10km' the
     * coordinates are the centre of a grid cell (draw a circle, not a pin); at 'place' and 'hidden'
     * there are none. Null when the post has no place at all.
     */
    locationPrecision: LocationPrecision.nullable(),
    /** The nearest town from the gazetteer, worked out when shared; null at 'hidden' or when none is near. */
    placeName: z.string().nullable(),
    /** The author's own choices for the public and for mates: sent to the author alone (null for everyone else). */
    publicPrecision: LocationPrecision.nullable(),
    matesPrecision: LocationPrecision.nullable(),
    privacy: CatchPrivacy,
    species: SpeciesSlug.nullable(),
    weight: z.number().nullable(),
    length: z.number().nullable(),
    method: z.string().nullable(),
    isPersonalBest: z.boolean(),
    likes: z.number().int().min(0),
    comments: z.number().int().min(0),
    liked: z.boolean(),
    createdAt: z.iso.datetime(),
    userId: UserId,
    userDisplayName: z.string().nullable(),
    userProfileImage: z.string().nullable(),
    /** Hidden by moderation: set for its author alone (nobody else receives a hidden post). */
    hidden: HiddenMark.nullable(),
    /**
     * The conditions when it was caught (a catch with a place, once looked up; absent otherwise). They
     * carry no place, so they show nothing finer than the catch's own location fields allow.
     */
    conditions: CatchConditions.optional(),
  })
  .meta({ id: 'Post' });
export type Post = z.infer<typeof Post>;

export const PostPage = pageOf(Post);
export type PostPage = z.infer<typeof PostPage>;

/**
 * A Following page: its posts, and the trips of the same stretch of time (newest first, one cursor
 * for both) of the anglers I follow and mine that I may see — the client shows them as trip cards
 * among the posts, by time.
 */
export const FollowingPage = PostPage.extend({ trips: z.array(Trip).default([]) });
export type FollowingPage = z.infer<typeof FollowingPage>;

export const CatchDetails = z.object({
  species: SpeciesSlug,
  length: LengthInches.nullish(),
  weight: WeightLbs.nullish(),
  method: z.string().trim().max(POST_LIMITS.methodChars).nullish(),
});

/** Catch payload (spec §3). isPersonalBest is not the client's to say: the server decides. */
export const ShareCatch = z.object({
  type: z.literal('catch'),
  description: Description.nullish(),
  imageUrl: MediaUrl.nullish(),
  location: PlaceName.nullish(),
  latitude: Latitude.nullish(),
  longitude: Longitude.nullish(),
  privacy: CatchPrivacy.default('public'),
  catchDetails: CatchDetails,
  /** This catch's precision for the public and for mates; each one absent takes the angler's default. */
  publicPrecision: LocationPrecision.optional(),
  matesPrecision: LocationPrecision.optional(),
});
export type ShareCatch = z.infer<typeof ShareCatch>;

/** Content payload (spec §3): a photo needs its image, a video its video. */
export const ShareContent = z
  .object({
    type: z.literal('content'),
    title: z.string(POST_MESSAGES.titleRequired).trim().min(1, POST_MESSAGES.titleRequired).max(POST_LIMITS.titleChars),
    description: Description.nullish(),
    tags: z.array(Tag).max(POST_LIMITS.tags, `At most ${POST_LIMITS.tags} tags`).default([]),
    privacy: ContentPrivacy.default('public'),
    contentType: ContentType,
    imageUrl: MediaUrl.nullish(),
    videoUrl: MediaUrl.nullish(),
  })
  .superRefine((content, ctx) => {
    if (content.contentType === 'photo' && !content.imageUrl)
      ctx.addIssue({ code: 'custom', path: ['imageUrl'], message: POST_MESSAGES.photoRequired });
    if (content.contentType === 'video' && !content.videoUrl)
      ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: POST_MESSAGES.videoRequired });
  });
export type ShareContent = z.infer<typeof ShareContent>;

export const SharePost = z.discriminatedUnion('type', [ShareCatch, ShareContent]);
export type SharePost = z.infer<typeof SharePost>;

export const PostParams = z.object({ id: PostId });

/** Discover: public catches near a place, by its text and, when the browser knows them, coordinates. */
export const DiscoverQuery = PageQuery.extend({
  /** Search: catches whose species, angler, description or place has these words (instead of a place). */
  search: z.string().trim().min(1).max(100).optional(),
  location: PlaceName.min(1).optional(),
  latitude: queryNumber(Latitude).optional(),
  longitude: queryNumber(Longitude).optional(),
});

export const NEARBY_RADIUS_KM = { default: 10, max: 500 } as const;
export const NearbyQuery = PageQuery.extend({
  latitude: queryNumber(Latitude),
  longitude: queryNumber(Longitude),
  radius: queryNumber(z.number().positive().max(NEARBY_RADIUS_KM.max)).default(NEARBY_RADIUS_KM.default),
});

/**
 * What an author may change of a shared post: how precisely others see its catch's place, either
 * precision or both (the one left out stays as it is).
 */
export const PostEdit = z
  .strictObject({ publicPrecision: LocationPrecision.optional(), matesPrecision: LocationPrecision.optional() })
  .meta({ id: 'PostEdit' });
export type PostEdit = z.infer<typeof PostEdit>;

/** The like state after a like or unlike, so the card shows the server's count. */
export const LikeState = z.object({ liked: z.boolean(), likes: z.number().int().min(0) });
export type LikeState = z.infer<typeof LikeState>;

const signedIn = { 401: ErrorBody } as const;

export const postsRoutes = {
  sharePost: route({
    method: 'POST',
    path: '/api/posts',
    summary: 'Share a catch or content',
    body: SharePost,
    responses: { 201: Post, 400: ErrorBody, ...signedIn, 422: ErrorBody },
  }),
  discover: route({
    method: 'GET',
    path: '/api/posts',
    summary: 'Discover: public catches near a place, newest first',
    query: DiscoverQuery,
    responses: { 200: PostPage, 400: ErrorBody, ...signedIn },
  }),
  followingFeed: route({
    method: 'GET',
    path: '/api/posts/feed',
    summary: 'Following: posts of the anglers I follow (and mine) that I may see, newest first',
    query: PageQuery,
    responses: { 200: FollowingPage, 400: ErrorBody, ...signedIn },
  }),
  nearbyPosts: route({
    method: 'GET',
    path: '/api/posts/near',
    summary: 'Posts within a radius (km) of a point that I may see, newest first',
    query: NearbyQuery,
    responses: { 200: PostPage, 400: ErrorBody, ...signedIn },
  }),
  anglersPosts: route({
    method: 'GET',
    path: '/api/posts/user/:userId',
    summary: "An angler's posts that I may see, newest first (the profile grid)",
    params: z.object({ userId: UserId }),
    query: PageQuery,
    responses: { 200: PostPage, 400: ErrorBody, ...signedIn, 404: ErrorBody },
  }),
  editPost: route({
    method: 'PATCH',
    path: '/api/posts/:id',
    summary: "Edit my post: how precisely others see my catch's place (author only); applies to every read at once",
    params: PostParams,
    body: PostEdit,
    responses: { 200: Post, 400: ErrorBody, ...signedIn, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody },
  }),
  likePost: route({
    method: 'POST',
    path: '/api/posts/:id/like',
    summary: 'Like a post (liking twice changes nothing)',
    params: PostParams,
    responses: { 200: LikeState, ...signedIn, 404: ErrorBody },
  }),
  unlikePost: route({
    method: 'DELETE',
    path: '/api/posts/:id/like',
    summary: 'Take a like back (unliking twice changes nothing)',
    params: PostParams,
    responses: { 200: LikeState, ...signedIn, 404: ErrorBody },
  }),
  deletePost: route({
    method: 'DELETE',
    path: '/api/posts/:id',
    summary: 'Delete my own post',
    params: PostParams,
    responses: { 204: null, ...signedIn, 403: ErrorBody, 404: ErrorBody },
  }),
  uploadMedia: uploadRoute({
    method: 'POST',
    path: '/api/media',
    summary: 'Upload a photo (5 MB) or video (20 MB) as multipart/form-data, one field `file`; answers where it is stored',
    // Streamed: the server stops reading once a file passes its kind's limit (the spec's 413 message);
    // no file is larger than a video may be.
    fileLimit: MEDIA_LIMITS.videoBytes,
    responses: { 201: StoredMedia, 400: ErrorBody, ...signedIn, 413: ErrorBody, 415: ErrorBody, 422: ErrorBody },
  }),
  offerDirectUpload: route({
    method: 'POST',
    path: '/api/media/direct',
    summary:
      'Sign a form to upload a photo (5 MB) or video (20 MB) straight to the S3 bucket; 404 when media are not in S3 (use /api/media)',
    body: DirectUploadRequest,
    responses: { 201: DirectUpload, 400: ErrorBody, ...signedIn, 404: ErrorBody, 413: ErrorBody, 422: ErrorBody },
  }),
  confirmDirectUpload: route({
    method: 'POST',
    path: '/api/media/direct/:id',
    summary: 'Check a direct upload by content and store it (photos re-encoded without metadata); answers where it is stored',
    params: z.object({ id: z.uuid() }),
    responses: { 201: StoredMedia, 400: ErrorBody, ...signedIn, 404: ErrorBody, 413: ErrorBody, 422: ErrorBody },
  }),
} as const;
