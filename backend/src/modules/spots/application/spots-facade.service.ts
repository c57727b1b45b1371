import { inject } from 'inversify';
import type { SpotsFacade, TripCard, TripCounts } from './spots-facade.ts';
import { TripRepository } from './ports.ts';
import { TripChanges, TripViews, type TripView } from './trip-ports.ts';
import { SpotsStore } from './spot-ports.ts';
import { toTripResponse } from './trip-card.ts';
import { Trip, isHiddenFrom, revealsPlaceTo, tripAsSeenBy } from '../domain/trip.ts';
import { shownTo } from '../domain/hidden-place.ts';

/** Spots' answers to other modules. Trip counts are public figures (no places in them). */
export class SpotsFacadeService implements SpotsFacade {
  constructor(
    @inject(TripRepository) private readonly trips: TripRepository,
    @inject(TripViews) private readonly views: TripViews,
    @inject(SpotsStore) private readonly store: SpotsStore,
    @inject(TripChanges) private readonly changes: TripChanges,
  ) {}

  caughtSpecies(anglerId: string, species: string): Promise<void> {
    return this.store.caught(anglerId, species);
  }

  tripCountsOf(anglerId: string): Promise<TripCounts> {
    return this.trips.countsOf(anglerId);
  }

  async tripsSeenBy(viewerId: string, tripIds: readonly string[]): Promise<Map<string, TripCard>> {
    const found = await this.views.byIds(tripIds);
    const seen = new Map<string, TripCard>();
    for (const [id, view] of found) {
      if (isHiddenFrom(view, viewerId)) continue;
      // An angler whose card has not reached spots yet counts as not sharing trip locations.
      const angler = { shareTripLocations: view.angler?.shareTripLocations ?? false };
      // A remembered view's card is the same for every viewer who sees its place and for every one who
      // does not: each made once (by tripAsSeenBy, the first time a viewer of that kind reads it) and
      // kept beside the view — the feed showed the same trips' cards rebuilt on every page.
      let cards = this.#cards.get(view);
      if (!cards) {
        cards = {};
        this.#cards.set(view, cards);
      }
      // A hidden spot is named (and linked) to its author alone: to anyone else the trip was at no spot they may know.
      const spotShown = !view.spot || shownTo(view.spot, viewerId);
      const kind = `${revealsPlaceTo(view, viewerId, angler) ? 'placed' : 'unplaced'}${spotShown ? '' : 'Unnamed'}` as const;
      const card =
        cards[kind] ??
        Object.freeze(
          toTripResponse({
            ...view,
            ...tripAsSeenBy(Trip.restore(view), viewerId, angler),
            ...(spotShown ? {} : { spotId: null, spotName: null }),
          }),
        );
      cards[kind] = card;
      seen.set(id, card);
    }
    return seen;
  }

  /** The cards of a trip view, by what the viewer may see (TripViews remembers views; a view is never changed, only replaced). */
  readonly #cards = new WeakMap<TripView, Partial<Record<`${'placed' | 'unplaced'}${'' | 'Unnamed'}`, TripCard>>>();

  async tripAsStored(tripId: string): Promise<TripCard | null> {
    const view = (await this.views.byIds([tripId])).get(tripId);
    return view ? toTripResponse(view) : null;
  }

  async tripsAsStored(tripIds: readonly string[]): Promise<TripCard[]> {
    return [...(await this.views.byIds([...tripIds])).values()].map(toTripResponse);
  }

  setTripHidden(tripId: string, hidden: { ruleId: string | null; at: Date } | null): Promise<void> {
    return this.changes.setHidden(tripId, hidden);
  }

  async ownTripsOf(anglerId: string): Promise<TripCard[]> {
    return (await this.views.allOf(anglerId)).map(toTripResponse);
  }
}
