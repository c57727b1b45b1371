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
    /** Who may see it (absent on events from before trips had a privacy: public). */
    readonly privacy: 'public' | 'mates' | 'private' = 'public',
  ) {}
}

/** Its angler edited the trip (in the edit's transaction): feeds follow its privacy, the heat map its figures. */
export class TripEdited {
  static readonly type = 'spots.TripEdited';
  readonly type = TripEdited.type;
  constructor(
    readonly tripId: string,
    readonly anglerId: string,
    readonly spotId: string | null,
    readonly fishingSuccess: boolean,
    readonly at: string,
    readonly privacy: 'public' | 'mates' | 'private',
  ) {}
}

/** Its angler deleted the trip (in the delete's transaction): feeds drop it. */
export class TripDeleted {
  static readonly type = 'spots.TripDeleted';
  readonly type = TripDeleted.type;
  constructor(
    readonly tripId: string,
    readonly anglerId: string,
  ) {}
}
