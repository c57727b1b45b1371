import type { User } from '../domain/user.ts';
import type { IdentityLink } from '../domain/identity-link.ts';
import type { AnglerCard, Relationship } from './anglers-facade.ts';
import type { PostCounts } from '../../posts/index.ts';
import type { TripCounts } from '../../spots/index.ts';

/** Anglers and the provider accounts linked to them. */
export interface UserRepository {
  findById(id: string): Promise<User | null>;
  findByIdentity(issuer: string, subject: string): Promise<User | null>;
  /**
   * Stores a new angler with their first link in one transaction. If that provider account was
   * linked meanwhile (two sign-ins racing), returns the angler who won instead.
   */
  register(user: User, link: IdentityLink): Promise<User>;
  save(user: User): Promise<void>;
}
export const UserRepository = Symbol.for('identity.UserRepository');

/** The email each angler last signed in with, as their provider vouched for it (never shown to others). */
export interface SignInEmails {
  remember(anglerId: string, email: string | null): Promise<void>;
  of(anglerId: string): Promise<string | null>;
  /** Who last signed in with this email, compared without case (the latest when several did). */
  anglerWith(email: string): Promise<string | null>;
}
export const SignInEmails = Symbol.for('identity.SignInEmails');

/** Who follows whom. Writes are idempotent and exact under concurrency (the database decides). */
export interface FollowRepository {
  /** True when this call created the follow, false when it already existed. */
  follow(followerId: string, followeeId: string): Promise<boolean>;
  /** True when this call removed the follow, false when there was none. */
  unfollow(followerId: string, followeeId: string): Promise<boolean>;
  /**
   * Ends both follows between two anglers in one statement (a pair's follows change in one statement per
   * transaction: migration 20261129062719): the follows that were there, as [follower, followee].
   */
  unfollowEitherWay(a: string, b: string): Promise<Array<readonly [string, string]>>;
  relationship(viewerId: string, otherId: string): Promise<Relationship>;
  relationshipIfKnown(viewerId: string, otherId: string): Promise<Relationship | null>;
  followerIdsOf(anglerId: string): Promise<string[]>;
  mateIdsOf(anglerId: string): Promise<string[]>;
}
export const FollowRepository = Symbol.for('identity.FollowRepository');

/** What a profile shows of an angler to one viewer: identity's facts, and posts' and spots' figures as that viewer may see them. */
export interface ProfileFacts {
  /** As the viewer may read it: a hidden profile's name, bio and pictures are null to others (domain/hidden-profile.ts). */
  user: User;
  /** Hidden by a moderator or by reports (null: shown). */
  hidden: { ruleId: string | null; at: Date } | null;
  /** The viewer follows them. */
  follows: boolean;
  /** They follow the viewer. */
  followedBy: boolean;
  /** How many anglers they and each follow the other. */
  mates: number;
  /** A block either way between the viewer and them. */
  blocked: boolean;
  /** Posts, catches and species the viewer may see (posts' privacy rule). */
  posts: PostCounts;
  /** Trips and successful trips of the privacies posts' rule lets the viewer see (spots counts them). */
  trips: TripCounts;
}

/** A profile's facts and figures, read together in one round trip. */
export interface ProfileReads {
  /** Null when there is no such angler. */
  profileOf(viewerId: string, anglerId: string): Promise<ProfileFacts | null>;
  /** The signed-in angler's own row with their settings (unit system); null when it is gone. */
  ownAngler(anglerId: string): Promise<User | null>;
}
export const ProfileReads = Symbol.for('identity.ProfileReads');

/** Where a page of a search ended: opaque to clients (keyset, never OFFSET). */
export interface SearchPosition {
  searchName: string;
  id: string;
}

/** One angler a search found, with what the searcher's page needs to know of them. */
export interface SearchHit {
  user: User;
  /** The searcher follows them (their Follow button). */
  isFollowing: boolean;
  /** A block either way between the searcher and them: the page leaves them out. */
  blocked: boolean;
}

export interface AnglerSearchPage {
  items: SearchHit[];
  /** Present when there may be more. */
  next: SearchPosition | null;
}

/** Reading anglers in bulk: cards for other modules, search by name. */
export interface AnglerDirectory {
  /** As anyone may read them (a hidden profile's nameless), or as they are (`evenHidden`: operators, the card's own changes). */
  cardsOf(ids: readonly string[], options?: { evenHidden?: boolean }): Promise<Map<string, AnglerCard>>;
  /** Whether any angler has signed up yet. */
  anyAngler(): Promise<boolean>;
  /**
   * Anglers whose display, first or last name contains `text` (case-insensitive), alphabetically,
   * each with whether the searcher follows them and whether a block stands between them.
   */
  search(text: string, limit: number, after: SearchPosition | null, searcherId: string | null): Promise<AnglerSearchPage>;
}
export const AnglerDirectory = Symbol.for('identity.AnglerDirectory');

/**
 * Stores a picture the angler uploaded as a data URL and answers where it now lives. Rows keep URLs,
 * never base64 (media).
 */
export interface ProfileImageStore {
  storeImage(dataUrl: string): Promise<string>;
}
export const ProfileImageStore = Symbol.for('identity.ProfileImageStore');

/** A profile as a report and the operator's console describe it, whatever its hidden state. */
export interface ProfileForModeration {
  id: string;
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  bio: string | null;
  createdAt: Date;
  hiddenAt: Date | null;
}

/** Profiles hidden by a moderator or by reports, in identity's own `users` table. */
export interface HiddenProfiles {
  /** The profile's hidden state (null: shown, or no such angler). */
  hiddenOf(anglerId: string): Promise<{ ruleId: string | null; at: Date } | null>;
  /** In the caller's transaction; false when there is no such angler. */
  setHidden(anglerId: string, hidden: { ruleId: string | null; at: Date } | null): Promise<boolean>;
  describe(anglerId: string): Promise<ProfileForModeration | null>;
  /** Many at once, in one statement (absent ones left out). */
  describeMany(anglerIds: readonly string[]): Promise<ProfileForModeration[]>;
}
export const HiddenProfiles = Symbol.for('identity.HiddenProfiles');
