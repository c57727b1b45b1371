import { inject } from 'inversify';
import type { MatesAmong, SpotsFacade, TripCard, TripCounts } from './spots-facade.ts';
import { TripRepository } from './ports.ts';
import { TripChanges, TripViews, type TripView } from './trip-ports.ts';
import { SpotsStore } from './spot-ports.ts';
import { toTripResponse } from './trip-card.ts';
import { isHiddenFrom } from '../domain/trip.ts';
import { THE_PUBLIC, tripPrecisionFor } from '../domain/trip-precision.ts';
import type { LocationPrecision } from '../../../shared/kernel/location-shield.ts';

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

  async tripsSeenBy(viewerId: string, tripIds: readonly string[], matesAmong: MatesAmong): Promise<Map<string, TripCard>> {
    const found = [...(await this.views.byIds(tripIds))].filter(([, view]) => !isHiddenFrom(view, viewerId));
    const others = [...new Set(found.map(([, view]) => view.anglerId).filter((angler) => angler !== viewerId))];
    const mates = others.length ? await matesAmong(others) : new Set<string>();
    const seen = new Map<string, TripCard>();
    for (const [id, view] of found) {
      // An angler whose card has not reached spots yet counts as not sharing trip locations.
      const shares = view.angler?.shareTripLocations ?? false;
      const seenAt: LocationPrecision | 'own' =
        view.anglerId === viewerId ? 'own' : tripPrecisionFor(view, { id: viewerId, isMate: mates.has(view.anglerId) }, shares);
      // A remembered view's card is the same for every viewer who sees it at one precision: each made
      // once (the first time a viewer of that kind reads it) and kept beside the view — the feed showed
      // the same trips' cards rebuilt on every page.
      let cards = this.#cards.get(view);
      if (!cards) {
        cards = new Map();
        this.#cards.set(view, cards);
      }
      const card = cards.get(seenAt) ?? Object.freeze(toTripResponse(view, seenAt));
      cards.set(seenAt, card);
      seen.set(id, card);
    }
    return seen;
  }

  /** The cards of a trip view, one per precision (TripViews remembers views; a view is never changed, only replaced). */
  readonly #cards = new WeakMap<TripView, Map<LocationPrecision | 'own', TripCard>>();

  async tripAsStored(tripId: string): Promise<TripCard | null> {
    const view = (await this.views.byIds([tripId])).get(tripId);
    return view ? toTripResponse(view, tripPrecisionFor(view, THE_PUBLIC, view.angler?.shareTripLocations ?? false)) : null;
  }

  setTripHidden(tripId: string, hidden: { ruleId: string | null; at: Date } | null): Promise<void> {
    return this.changes.setHidden(tripId, hidden);
  }

  async ownTripsOf(anglerId: string): Promise<TripCard[]> {
    return (await this.views.allOf(anglerId)).map((view) => toTripResponse(view));
  }
}
