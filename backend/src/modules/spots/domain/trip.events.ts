/**
 * Published in the trip's transaction (durable: see platform/events). The spot's activity (heat map, recommendations) and feeds
 * may react; the trip's place travels only when the angler shares it.
 */
export class TripLogged {
  static readonly type = 'spots.TripLogged';
  readonly type = TripLogged.type;
  constructor(
    readonly tripId: string,
    readonly anglerId: string,
    readonly spotId: string | null,
    readonly fishingSuccess: boolean,
    /** When it was fished (ISO 8601): events travel as JSON. */
    readonly at: string,
  ) {}
}
