import { inject } from 'inversify';
import type { DirectorySpot } from '@tightlines/contracts';
import { recommendSpots, RECOMMEND_NEAR_KM } from '../domain/spot-recommendations.ts';
import { MyRatings, SpotAnswers, SpotPositions, SpotsStore } from './spot-ports.ts';
import { spotAnswerKeys } from './spot-answer-keys.ts';
import { hiddenSpotAuthors } from './hidden-spot-authors.ts';
import { km, toDirectorySpot } from './spot-cards.ts';
import { withMyRatings } from './my-ratings.ts';

/**
 * Spots recommended from the angler's own fishing, each with its reason (the rule:
 * domain/spot-recommendations.ts). Candidates near a fished spot come from each process's grid of spot
 * positions, the rest from the remembered list of every spot (SpotAnswers, forgotten by the same changes
 * as the directory), so a call reads only the angler's own trips and catches, and their ratings of the
 * spots recommended.
 */
export class RecommendedSpots {
  constructor(
    @inject(SpotsStore) private readonly store: SpotsStore,
    @inject(MyRatings) private readonly ratings: MyRatings,
    @inject(SpotAnswers) private readonly answers: SpotAnswers,
    @inject(SpotPositions) private readonly positions: SpotPositions,
  ) {}

  async execute(anglerId: string): Promise<DirectorySpot[]> {
    const [fished, caught] = await Promise.all([this.store.fishedBy(anglerId), this.store.speciesCaughtBy(anglerId)]);
    if (!fished.length && !caught.length) return [];
    // The few anglers whose spots are hidden read every spot with their own hidden ones in it, marked.
    const hidesSome = (await hiddenSpotAuthors(this.store, this.answers)).includes(anglerId);
    const [everySpot, ...nearEach] = await Promise.all([
      hidesSome
        ? this.store.directory({ waterTypes: null, limit: 10_000 }, anglerId).then((rows) => rows.map(toDirectorySpot))
        : this.answers.answer(spotAnswerKeys.everySpot(), async () =>
            (await this.store.directory({ waterTypes: null, limit: 10_000 }, null)).map(toDirectorySpot),
          ),
      ...fished.map((f) => this.positions.nearest(f, RECOMMEND_NEAR_KM, 10_000)),
    ]);
    const byId = new Map(everySpot.map((s) => [s.id, s]));
    // Positions know every spot; a hidden one is among every spot's cards only for its author, so only they are recommended it.
    const near = nearEach.flatMap((spots, i) =>
      spots.filter((n) => byId.has(n.id)).map((n) => ({ spotId: n.id, fishedName: fished[i]!.name, distanceKm: n.distanceKm })),
    );
    const recs = recommendSpots(fished, caught, everySpot, near);
    return withMyRatings(
      this.ratings,
      recs.map((r) => ({
        ...byId.get(r.id)!,
        recommendationReason: r.reason,
        ...(r.distanceKm !== undefined ? { distance: km(r.distanceKm) } : {}),
      })),
      anglerId,
    );
  }
}
