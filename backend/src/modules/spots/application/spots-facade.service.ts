import { inject } from 'inversify';
import type { SpotsFacade, TripCard, TripCounts } from './spots-facade.ts';
import { TripRepository } from './ports.ts';
import { TripChanges, TripViews, type TripView } from './trip-ports.ts';
import { SpotsStore } from './spot-ports.ts';
import { toTripResponse } from './trip-card.ts';
import { Trip, isHiddenFrom, revealsPlaceTo, tripAsSeenBy, type TripPrivacy } from '../domain/trip.ts';

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

  tripCountsOf(anglerId: string, visiblePrivacies: readonly TripPrivacy[]): Promise<TripCounts> {
    return this.trips.countsOf(anglerId, visiblePrivacies);
  }

  async tripsSeenBy(viewerId: string, tripIds: readonly string[]): Promise<Map<string, TripCard>> {
    const found = await this.views.byIds(tripIds);
    const sharedNow = await this.#placesStillShared(viewerId, found);
    const seen = new Map<string, TripCard>();
    for (const [id, view] of found) {
      if (isHiddenFrom(view, viewerId)) continue;
      // An angler whose card has not reached spots yet counts as not sharing trip locations; a place
      // the remembered view would show is shown only if it is still shared now.
      const angler = { shareTripLocations: (view.angler?.shareTripLocations ?? false) && (sharedNow?.has(id) ?? true) };
      // A remembered view's card is the same for every viewer who sees its place and for every one who
      // does not: each made once (by tripAsSeenBy, the first time a viewer of that kind reads it) and
      // kept beside the view — the feed showed the same trips' cards rebuilt on every page.
      let cards = this.#cards.get(view);
      if (!cards) {
        cards = {};
        this.#cards.set(view, cards);
      }
      const kind = revealsPlaceTo(view, viewerId, angler) ? 'placed' : 'unplaced';
      const card = cards[kind] ?? Object.freeze(toTripResponse({ ...view, ...tripAsSeenBy(Trip.restore(view), viewerId, angler) }));
      cards[kind] = card;
      seen.set(id, card);
    }
    return seen;
  }

  /**
   * The views are remembered (per process, forgotten elsewhere only by a signal after commit): the
   * places they would show another viewer are checked against the database as it is now, so a trip
   * or an angler that stopped sharing is never shown from memory. Null when no place would be shown.
   */
  async #placesStillShared(viewerId: string, views: ReadonlyMap<string, TripView>): Promise<Set<string> | null> {
    const wouldShow = [...views.values()]
      .filter((v) => v.anglerId !== viewerId && revealsPlaceTo(v, viewerId, { shareTripLocations: v.angler?.shareTripLocations ?? false }))
      .map((v) => v.id);
    return wouldShow.length ? this.views.placesSharedNow(wouldShow) : null;
  }

  tripSharingSet(anglerId: string, shares: boolean): Promise<void> {
    return this.store.sharingSet(anglerId, shares);
  }

  /** The two cards of a trip view (TripViews remembers views; a view is never changed, only replaced). */
  readonly #cards = new WeakMap<TripView, { placed?: TripCard; unplaced?: TripCard }>();

  async tripAsStored(tripId: string): Promise<TripCard | null> {
    const view = (await this.views.byIds([tripId])).get(tripId);
    return view ? toTripResponse(view) : null;
  }

  setTripHidden(tripId: string, hidden: { ruleId: string | null; at: Date } | null): Promise<void> {
    return this.changes.setHidden(tripId, hidden);
  }

  async ownTripsOf(anglerId: string): Promise<TripCard[]> {
    return (await this.views.allOf(anglerId)).map(toTripResponse);
  }
}
