import { inject } from 'inversify';
import type { MatesAmong, SpotsFacade, TripCard, TripCounts } from './spots-facade.ts';
import { TripRepository } from './ports.ts';
import { TripChanges, TripViews, type PrecisionsNow, type TripView } from './trip-ports.ts';
import { SpotsStore } from './spot-ports.ts';
import { toTripResponse } from './trip-card.ts';
import { isHiddenFrom, type TripPrivacy } from '../domain/trip.ts';
import { THE_PUBLIC, tripPrecisionFor } from '../domain/trip-precision.ts';
import type { LocationPrecision } from '../../../shared/kernel/location-shield.ts';

const showsAPlace = (seenAt: LocationPrecision | 'own') => seenAt !== 'own' && seenAt !== 'hidden';
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

  tripCountsOf(anglerId: string, visiblePrivacies: readonly TripPrivacy[]): Promise<TripCounts> {
    return this.trips.countsOf(anglerId, visiblePrivacies);
  }

  async tripsSeenBy(viewerId: string, tripIds: readonly string[], matesAmong: MatesAmong): Promise<Map<string, TripCard>> {
    const found = [...(await this.views.byIds(tripIds))].filter(([, view]) => !isHiddenFrom(view, viewerId));
    const others = [...new Set(found.map(([, view]) => view.anglerId).filter((angler) => angler !== viewerId))];
    const mates = others.length ? await matesAmong(others) : new Set<string>();
    const precisionOf = (view: TripView, shares: boolean): LocationPrecision | 'own' =>
      view.anglerId === viewerId ? 'own' : tripPrecisionFor(view, { id: viewerId, isMate: mates.has(view.anglerId) }, shares);
    // An angler whose card has not reached spots yet counts as not sharing trip locations.
    const remembered = (view: TripView) => precisionOf(view, view.angler?.shareTripLocations ?? false);
    const now = await this.#placesStillShared(found.filter(([, view]) => showsAPlace(remembered(view))).map(([id]) => id));
    const seen = new Map<string, TripCard>();
    for (const [id, view] of found) {
      const current = now.get(id);
      const seenAt = current ? precisionOf({ ...view, ...current }, true) : remembered(view) === 'own' ? 'own' : 'hidden';
      // A remembered view's card is the same for every viewer who sees it at one precision: each made
      // once (the first time a viewer of that kind reads it) and kept beside the view — the feed showed
      // the same trips' cards rebuilt on every page.
      let cards = this.#cards.get(view);
      if (!cards) {
        cards = new Map();
        this.#cards.set(view, cards);
      }
      // A hidden spot is named (and linked) to its author alone: to anyone else the trip was at no spot they may know.
      const spotShown = !view.spot || shownTo(view.spot, viewerId);
      const kind = `${seenAt}${spotShown ? '' : ':unnamed'}` as const;
      const card = cards.get(kind) ?? Object.freeze(toTripResponse(spotShown ? view : { ...view, spotId: null, spotName: null }, seenAt));
      cards.set(kind, card);
      seen.set(id, card);
    }
    return seen;
  }

  /**
   * The views are remembered (per process, forgotten elsewhere only by a signal after commit): a place
   * they would show another viewer is checked against the database as it is now — whether the trip and
   * its angler still share it, and at which precisions — so taking a place away holds in every process
   * before its answer returns, and is never undone from memory.
   */
  async #placesStillShared(ids: readonly string[]): Promise<Map<string, PrecisionsNow>> {
    return ids.length ? this.views.placesSharedNow(ids) : new Map();
  }

  tripSharingSet(anglerId: string, shares: boolean): Promise<void> {
    return this.store.sharingSet(anglerId, shares);
  }

  /** The cards of a trip view, one per precision and spot naming (TripViews remembers views; a view is never changed, only replaced). */
  readonly #cards = new WeakMap<TripView, Map<`${LocationPrecision | 'own'}${'' | ':unnamed'}`, TripCard>>();

  async tripAsStored(tripId: string): Promise<TripCard | null> {
    const view = (await this.views.byIds([tripId])).get(tripId);
    return view ? toTripResponse(view, tripPrecisionFor(view, THE_PUBLIC, view.angler?.shareTripLocations ?? false)) : null;
  }

  async tripsAsStored(tripIds: readonly string[]): Promise<TripCard[]> {
    return [...(await this.views.byIds([...tripIds])).values()].map((view) =>
      toTripResponse(view, tripPrecisionFor(view, THE_PUBLIC, view.angler?.shareTripLocations ?? false)),
    );
  }

  setTripHidden(tripId: string, hidden: { ruleId: string | null; at: Date } | null): Promise<void> {
    return this.changes.setHidden(tripId, hidden);
  }

  async ownTripsOf(anglerId: string): Promise<TripCard[]> {
    return (await this.views.allOf(anglerId)).map((view) => toTripResponse(view));
  }
}
