import type { AnglerCard } from '../../identity/index.ts';
import type { Post, PostProps } from '../domain/post.ts';
import type { PostPrivacy, Relationship } from '../domain/visibility.ts';
import type { Circle } from '../domain/map-cells.ts';
import type { LocationPrecision } from '../domain/location-shield.ts';
import type { CatchTally } from '../domain/stats.ts';
import type { AuthorReach } from '../domain/timeline-delivery.ts';
import type { TripKeyPage } from './trip-entries.ts';
import type { FishedAt } from '../../weather/index.ts';
export type { CatchTally } from '../domain/stats.ts';

/** Where a page ends: lists are read newest first by (createdAt, id) — keyset pagination, never OFFSET. */
export interface PostKey {
  createdAt: Date;
  id: string;
}
export interface PageRequest {
  after: PostKey | null;
  limit: number;
}

/** A post as every reader sees it: its counters, no reader's own like. */
export type PostBody = PostProps & {
  likes: number;
  comments: number;
  /**
   * The author's card when the read brings it along from posts' own copy (AuthorCards): null when
   * the copy lacks it, absent when the read does not look.
   */
  author?: AnglerCard | null;
};

/** A post as a reader receives it: with whether this reader liked it. */
export type PostRecord = PostBody & { liked: boolean };

/** Posts by id, as every reader sees them; ids of posts that no longer exist are absent. */
export interface PostBodies {
  byIds(ids: readonly string[]): Promise<Map<string, PostBody>>;
}
export const PostBodies = Symbol.for('posts.PostBodies');

/** One page of posts and where the next one starts (null on the last). */
export interface PostSlice {
  posts: PostRecord[];
  next: PostKey | null;
  /**
   * Each catch's precision for the reader, when the page's read brought it (read with the page, as
   * stored now), by position: `seenAt[i]` is `posts[i]`'s. The location shield then reads nothing
   * more for those posts.
   */
  seenAt?: ReadonlyArray<LocationPrecision | undefined>;
  /**
   * The posts are this page's own copies (not bodies remembered for every reader): the shield writes
   * each one's place as the reader sees it into it instead of copying it again.
   */
  owned?: boolean;
}

/**
 * A post on a reader's page, by reference: what the list's read knows beside the post itself (which
 * comes from PostBodies) — the reader's like, and whether the reader may see it (the privacy rule,
 * read with the page: a timeline row can outlive the follow that put it there).
 */
export interface PostRef {
  postId: string;
  liked: boolean;
  visible: boolean;
  /** The precision the reader sees the post's place at, read with the page (PostSlice.seenAt). */
  seenAt?: LocationPrecision;
}
export interface PostRefPage {
  refs: PostRef[];
  next: PostKey | null;
}

export interface FollowingRefs {
  posts: PostRefPage;
  trips: TripKeyPage;
}

/** What storing a new post answers besides the post itself. */
export interface SharedPost {
  authorIsWide: boolean;
  author: AnglerCard | null;
  /** Whether a catch is its author's personal best of the species, decided as it was stored (false for content). */
  isPersonalBest: boolean;
}

export interface PostRepository {
  /**
   * Stores a new post (its own timeline row, place and tally with it) in one statement; says whether
   * its author is a wide author already, brings the author's card (null when posts' copy lacks it), and
   * decides a catch's personal best against the earlier catches of its species as it stores it.
   */
  share(post: Post): Promise<SharedPost>;
  findById(id: string): Promise<Post | null>;
  /** Stores a catch's new precisions and place name, with the points each audience may see and its Discover place. */
  changePrecisions(post: Post): Promise<void>;
  /** Removes the post with its likes and its places in every timeline. */
  delete(id: string): Promise<void>;
}
export const PostRepository = Symbol.for('posts.PostRepository');

export interface LikeState {
  liked: boolean;
  likes: number;
}

/** Likes are unique per (post, angler); the post's count moves only when a like row really changed. */
export interface LikeRepository {
  /** Null when there is no such post for this angler (none, or one the privacy rule hides from them). */
  like(postId: string, anglerId: string): Promise<LikeState | null>;
  unlike(postId: string, anglerId: string): Promise<LikeState | null>;
  /** Which of these likes stand now (one read, in the caller's transaction if there is one). */
  standing(likes: readonly LikeOf[]): Promise<LikeOf[]>;
}
/** A like: whose, of which post. */
export interface LikeOf {
  postId: string;
  likerId: string;
}
export const LikeRepository = Symbol.for('posts.LikeRepository');

/** The read side: every list is one keyset range scan, privacy applied in the query. */
export interface PostReads {
  /** A Following page's posts (home timeline) and trips (trip timeline), each a page of its own, in one read. */
  followingPage(readerId: string, page: PageRequest): Promise<FollowingRefs>;
  byAuthor(authorId: string, viewerId: string, privacies: readonly PostPrivacy[], page: PageRequest): Promise<PostSlice>;
  near(circle: Circle, viewerId: string, page: PageRequest): Promise<PostSlice>;
  publicCatchesNear(circle: Circle, viewerId: string, page: PageRequest): Promise<PostRefPage>;
  publicCatchesAt(placeWords: readonly string[], viewerId: string, page: PageRequest): Promise<PostSlice>;
  publicCatches(viewerId: string, page: PageRequest): Promise<PostSlice>;
  /** Public catches whose species, description, place or angler's name has every one of `words`. */
  publicCatchesMatching(words: readonly string[], viewerId: string, page: PageRequest): Promise<PostSlice>;
  catchTally(authorId: string, privacies: readonly PostPrivacy[]): Promise<CatchTally>;
  /** Anglers who shared public catches since `since`, latest first, with those catches' species. */
  recentPublicCatchers(since: Date, limit: number): Promise<PublicCatcher[]>;
  /** The species of all the angler's own catches (whatever their privacy: asked for the angler's own sake). */
  speciesCaughtBy(anglerId: string): Promise<string[]>;
  /** These catches' two precisions as stored at this moment (never remembered); ids not found are absent. */
  placePrecisionsNow(postIds: readonly string[]): Promise<Map<string, PlacePrecisionsNow>>;
}
/** A catch's two precisions as stored now. */
export interface PlacePrecisionsNow {
  publicPrecision: LocationPrecision;
  matesPrecision: LocationPrecision;
}
export interface PublicCatcher {
  anglerId: string;
  species: string[];
  lastSharedAt: Date;
}
export const PostReads = Symbol.for('posts.PostReads');

/** Upkeep of home timelines when who-follows-whom changes. */
export interface TimelineRepository {
  /** Puts the author's latest posts of these privacies into the reader's timeline (at most `limit`). */
  backfill(readerId: string, authorId: string, privacies: readonly PostPrivacy[], limit: number): Promise<void>;
  /** Takes the author's posts of these privacies out of the reader's timeline. */
  remove(readerId: string, authorId: string, privacies: readonly PostPrivacy[]): Promise<void>;
  /** Leaves each of these readers only their newest `keep` rows. */
  trim(readerIds: readonly string[], keep: number): Promise<void>;
  /**
   * Writes the post into the timelines of the next `limit` readers of its audience (its author
   * aside), in reader-id order after `after`, and notes them as grown. Answers those readers (fewer
   * than `limit`: the audience is done). Writing a reader twice changes nothing.
   */
  fanOutBatch(postId: string, after: string | null, limit: number): Promise<string[]>;
  /**
   * The post's author and their reach: whether they are a wide author, and their followers counted
   * up to `countUpTo` at most (a bounded walk of the followee index). Null when the post is gone.
   */
  reachOfPostAuthor(postId: string, countUpTo: number): Promise<(AuthorReach & { authorId: string }) | null>;
  /** From now on the author's posts are merged into their followers' feeds on read. */
  becomeWide(authorId: string): Promise<void>;
  /** These readers' timelines got rows: trim them some time soon. */
  grew(readerIds: readonly string[]): Promise<void>;
  /** Takes up to `limit` grown readers to trim (others taking at the same time get others). */
  takeGrown(limit: number): Promise<string[]>;
}
export const TimelineRepository = Symbol.for('posts.TimelineRepository');

/**
 * Posts' own copy of who follows whom, written by identity's call inside each follow, unfollow or
 * block transaction (one direction of calls: identity calls posts; posts never calls identity).
 */
export interface FollowGraph {
  followed(followerId: string, followeeId: string): Promise<void>;
  /** Inside the caller's transaction: sees the copy as the reaction itself just changed it. */
  isFollowing(followerId: string, followeeId: string): Promise<boolean>;
  /** These follows leave the copy, in one statement. */
  unfollowedAll(follows: ReadonlyArray<{ followerId: string; followeeId: string }>): Promise<void>;
  /**
   * Inside a transaction: whether the copy has this follow, its row then held until the transaction
   * ends — an unfollow that removes it waits, so what is written meanwhile is removed after it.
   */
  holdFollow(followerId: string, followeeId: string): Promise<boolean>;
  relationship(viewerId: string, authorId: string): Promise<Relationship>;
  /** Which of these anglers are the viewer's mates (follow each other), in one read. */
  matesAmong(viewerId: string, anglerIds: readonly string[]): Promise<Set<string>>;
  /** The relationship, or null when there is no such angler — both in one lookup. */
  relationshipIfKnown(viewerId: string, authorId: string): Promise<Relationship | null>;
}
export const FollowGraph = Symbol.for('posts.FollowGraph');

/** Posts' copy of its authors' cards (post_authors), so a page and its authors are one read. */
export interface AuthorCards {
  /** Identity says the card is now this (its event): overwrites. */
  changed(card: AnglerCard): Promise<void>;
  /** The cards of these anglers in the copy (an angler whose sign-up event is still on its way is absent). */
  cardsOf(ids: readonly string[]): Promise<Map<string, AnglerCard>>;
}
export const AuthorCards = Symbol.for('posts.AuthorCards');

/** Catches with a place, a page at a time in id order: what the conditions backfill walks. */
export interface PlacedCatches {
  after(afterId: string | null, limit: number): Promise<FishedAt[]>;
}
export const PlacedCatches = Symbol.for('posts.PlacedCatches');
