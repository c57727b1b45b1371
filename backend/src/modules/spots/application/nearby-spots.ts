import { inject } from 'inversify';
import { SPOT_LIMITS, type DirectorySpot } from '@tightlines/contracts';
import { MyRatings, SpotAnswers, SpotPositions, SpotsStore } from './spot-ports.ts';
import { km, toDirectorySpot } from './spot-cards.ts';
import { myRatingsOf, type SpotsWithMyRatings } from './my-ratings.ts';
import { hiddenSpotAuthors } from './hidden-spot-authors.ts';

/** A spot near the angler: its card and how far it is. */
export interface NearbySpot {
  /** The remembered card every angler shares (or the author's own hidden one). */
  card: DirectorySpot;
  /** Kilometres from where the angler is, as a card shows them. */
  distance: number;
}

/**
 * An angler looks for spots within `radius` km of where they are, nearest first, at most
 * SPOT_LIMITS.nearbySpots: which spots and how far from each process's memory of where spots are
 * (SpotPositions), their cards remembered with the directory's answers (forgotten by the same
 * changes), and the viewer's own ratings of them (MyRatings) kept apart from the shared cards.
 */
export class NearbySpots {
  constructor(
    @inject(SpotsStore) private readonly store: SpotsStore,
    @inject(MyRatings) private readonly ratings: MyRatings,
    @inject(SpotAnswers) private readonly answers: SpotAnswers,
    @inject(SpotPositions) private readonly positions: SpotPositions,
  ) {}

  async execute(latitude: number, longitude: number, radius: number, viewerId: string | null): Promise<SpotsWithMyRatings<NearbySpot>> {
    const near = await this.positions.nearest({ latitude, longitude }, radius, SPOT_LIMITS.nearbySpots);
    if (!near.length) return { spots: [], mine: new Map(), remembered: true };
    const cards = await this.answers.perSpot(
      near.map((n) => n.id),
      async (missing) => new Map((await this.store.cards(missing)).map((r) => [r.id, toDirectorySpot(r)])),
    );
    // The remembered cards leave hidden spots out; the few anglers whose spots are hidden still read their own, marked.
    const unlisted = near.filter((_, i) => !cards[i]).map((n) => n.id);
    const own =
      viewerId && unlisted.length && (await hiddenSpotAuthors(this.store, this.answers)).includes(viewerId)
        ? new Map((await this.store.ownHiddenCards(unlisted, viewerId)).map((r) => [r.id, toDirectorySpot(r)]))
        : new Map<string, DirectorySpot>();
    const spots: NearbySpot[] = [];
    near.forEach((n, i) => {
      const card = cards[i] ?? own.get(n.id);
      if (card) spots.push({ card, distance: km(n.distanceKm) });
    });
    const mine = await myRatingsOf(
      this.ratings,
      spots.map((s) => s.card.id),
      viewerId,
    );
    return { spots, mine, remembered: true };
  }
}
