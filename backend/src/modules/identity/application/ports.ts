import type { User } from '../domain/user.ts';
import type { IdentityLink } from '../domain/identity-link.ts';
import type { AnglerCard, Relationship } from './anglers-facade.ts';

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
}
export const SignInEmails = Symbol.for('identity.SignInEmails');

/** Who follows whom. Writes are idempotent and exact under concurrency (the database decides). */
export interface FollowRepository {
  /** True when this call created the follow, false when it already existed. */
  follow(followerId: string, followeeId: string): Promise<boolean>;
  /** True when this call removed the follow, false when there was none. */
  unfollow(followerId: string, followeeId: string): Promise<boolean>;
  relationship(viewerId: string, otherId: string): Promise<Relationship>;
  relationshipIfKnown(viewerId: string, otherId: string): Promise<Relationship | null>;
  followerIdsOf(anglerId: string): Promise<string[]>;
  mateIdsOf(anglerId: string): Promise<string[]>;
  mateCountOf(anglerId: string): Promise<number>;
  /** Which of `ids` the viewer follows (search results' Follow buttons). */
  followingAmong(viewerId: string, ids: readonly string[]): Promise<Set<string>>;
}
export const FollowRepository = Symbol.for('identity.FollowRepository');

/** Where a page of a search ended: opaque to clients (keyset, never OFFSET). */
export interface SearchPosition {
  searchName: string;
  id: string;
}

export interface AnglerSearchPage {
  items: User[];
  /** Present when there may be more. */
  next: SearchPosition | null;
}

/** Reading anglers in bulk: cards for other modules, search by name. */
export interface AnglerDirectory {
  cardsOf(ids: readonly string[]): Promise<Map<string, AnglerCard>>;
  /** Whether any angler has signed up yet. */
  anyAngler(): Promise<boolean>;
  /** Anglers whose display, first or last name contains `text` (case-insensitive), alphabetically. */
  search(text: string, limit: number, after: SearchPosition | null): Promise<AnglerSearchPage>;
}
export const AnglerDirectory = Symbol.for('identity.AnglerDirectory');

/**
 * Stores a picture the angler uploaded as a data URL and answers where it now lives. Rows keep URLs,
 * never base64 (issue 3, media).
 */
export interface ProfileImageStore {
  storeImage(dataUrl: string): Promise<string>;
}
export const ProfileImageStore = Symbol.for('identity.ProfileImageStore');
