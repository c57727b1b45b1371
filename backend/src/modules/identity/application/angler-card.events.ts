import type { AnglerCard } from './anglers-facade.ts';

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
}
