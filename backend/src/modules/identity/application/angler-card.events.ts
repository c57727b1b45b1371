import type { AnglerCard } from './anglers-facade.ts';
import { profileAsSeenBy } from '../domain/hidden-profile.ts';

/**
 * Published (in the transaction of the change, in order per angler) when an angler's card (name, picture, trip sharing) may have changed — at sign-up, at a
 * sign-in that fills blanks from the provider, on a profile edit and on the trip-sharing switch — with
 * the card as it now is. Posts keeps its own copy of authors' cards from these, so a feed page is one
 * query.
 */
export class AnglerCardChanged {
  static readonly type = 'identity.AnglerCardChanged';
  readonly type = AnglerCardChanged.type;
  constructor(readonly card: AnglerCard) {}

  /** The card of an angler (a User has every field of it, and more). */
  static of(user: AnglerCard): AnglerCardChanged {
    const { id, displayName, firstName, lastName, profileImageUrl, shareTripLocations } = user;
    return new AnglerCardChanged({ id, displayName, firstName, lastName, profileImageUrl, shareTripLocations });
  }

  /**
   * The card as anyone but its angler may read it: the copies other modules keep show whoever reads
   * them, so a hidden profile's card goes out nameless and without its picture (domain/hidden-profile.ts).
   */
  static seenByOthers(user: AnglerCard, hidden: { at: Date } | null): AnglerCardChanged {
    const { card } = AnglerCardChanged.of(user);
    return new AnglerCardChanged(profileAsSeenBy(card, { anglerId: card.id, hiddenAt: hidden?.at ?? null }, null));
  }
}
