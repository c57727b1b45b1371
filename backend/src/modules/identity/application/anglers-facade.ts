/**
 * What other modules may ask identity about anglers. Batch-shaped so a feed of 20 posts costs one
 * lookup, not twenty. Implemented in identity's application layer; bound in identity's module.ts.
 */
export interface AnglerCard {
  id: string;
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  shareTripLocations: boolean;
}

/** How a viewer stands to another angler. Mates follow each other. */
export interface Relationship {
  follows: boolean;
  followedBy: boolean;
}

export interface AnglersFacade {
  /**
   * Cards of the anglers that exist among `ids` (missing ids are simply absent). A hidden profile's card
   * has no name or picture (as a deleted angler's), but with `evenHidden` (the operators' console only).
   */
  cardsOf(ids: readonly string[], options?: { evenHidden?: boolean }): Promise<Map<string, AnglerCard>>;
  /** The email the angler last signed in with, as their provider vouched for it; null when none did. */
  signInEmailOf(anglerId: string): Promise<string | null>;
  /** The angler who last signed in with this email (any case; the latest when several did); null when none did. */
  anglerIdBySignInEmail(email: string): Promise<string | null>;
  /** Whether any angler has signed up yet (the demo seed fills only an empty app). */
  anyAngler(): Promise<boolean>;
  relationship(viewerId: string, otherId: string): Promise<Relationship>;
  /** The relationship, or null when there is no such angler — both in one lookup. */
  relationshipIfKnown(viewerId: string, otherId: string): Promise<Relationship | null>;
  /** Everyone who follows the angler (for fan-out of their posts). */
  followerIdsOf(anglerId: string): Promise<string[]>;
  /** Anglers who follow the angler and whom the angler follows back. */
  mateIdsOf(anglerId: string): Promise<string[]>;
  /**
   * Inside the caller's transaction: whether the two are mates with no block between them, both
   * follows held until that transaction ends — so an unfollow racing the caller's write waits for it,
   * and a write after a committed unfollow is refused (messaging's send).
   */
  holdMates(a: string, b: string): Promise<boolean>;
  /** Whether either blocked the other. */
  blockedEitherWay(a: string, b: string): Promise<boolean>;
  /** Blocks: no messages, no follows, hidden from each other's search. Blocking ends both follows. */
  block(blockerId: string, blockedId: string): Promise<void>;
  unblock(blockerId: string, blockedId: string): Promise<void>;
  blockedBy(blockerId: string): Promise<string[]>;
}
export const AnglersFacade = Symbol.for('identity.AnglersFacade');
