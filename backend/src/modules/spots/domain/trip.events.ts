/**
 * Published after a trip is committed. The spot's activity (heat map, recommendations) and feeds
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
    readonly at: Date,
  ) {}
}
