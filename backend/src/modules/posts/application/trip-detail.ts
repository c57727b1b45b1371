import { inject } from 'inversify';
import { NotFound } from '../../../shared/kernel/domain-errors.ts';
import { SpotsFacade, TripPaths, type TripCard } from '../../spots/index.ts';
import { canSeePost } from '../domain/visibility.ts';
import { Relationships } from './relationships.ts';
import { TripEntries } from './trip-entries.ts';
import { ConditionsFacade } from '../../weather/index.ts';

export class TripNotFound extends NotFound {
  readonly code = 'TRIP_NOT_FOUND';
  constructor() {
    super('Trip not found');
  }
}

/** One trip, when the privacy rule lets the viewer see it; otherwise it is not there for them (404). */
export class TripDetail {
  constructor(
    @inject(TripEntries) private readonly entries: TripEntries,
    @inject(Relationships) private readonly relationships: Relationships,
    @inject(SpotsFacade) private readonly spots: SpotsFacade,
    @inject(ConditionsFacade) private readonly conditions: ConditionsFacade,
    @inject(TripPaths) private readonly paths: TripPaths,
  ) {}

  async execute(tripId: string, viewerId: string): Promise<TripCard> {
    const entry = await this.entries.find(tripId);
    // A trip's hidden state is spots' own: tripsSeenBy below leaves a hidden trip out for all but its angler.
    if (!entry || !canSeePost({ ...entry, hidden: null }, viewerId, await this.relationships.between(viewerId, entry.authorId)))
      throw new TripNotFound();
    // The conditions hold no place: whoever may see the trip may see them, whatever of its place they may see.
    const [cards, kept] = await Promise.all([
      this.spots.tripsSeenBy(viewerId, [tripId], (ids) => this.relationships.matesAmong(viewerId, ids)),
      this.conditions.ofMany('trip', [tripId]),
    ]);
    const card = cards.get(tripId);
    if (!card) throw new TripNotFound();
    const conditions = kept.get(tripId);
    // Its path at the precision the card was cut to for this viewer: never a fix finer than its place.
    const track = await this.paths.seenAt(tripId, card.locationPrecision);
    return { ...card, ...(conditions ? { conditions } : {}), ...(track ? { track } : {}) };
  }
}
