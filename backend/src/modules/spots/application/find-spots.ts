import { inject } from 'inversify';
import { SPOT_LIMITS, type DirectorySpot, type SpotsQuery } from '@tightlines/contracts';
import { averageRating, bayesianRating, TOP_RATED_MIN, waterTypesMatching } from '../domain/spot-rules.ts';
import { MyRatings, SpotAnswers, SpotsStore } from './spot-ports.ts';
import { spotAnswerKeys } from './spot-answer-keys.ts';
import { hiddenSpotAuthors } from './hidden-spot-authors.ts';
import { toDirectorySpot } from './spot-cards.ts';
import { myRatingsOf, type SpotsWithMyRatings } from './my-ratings.ts';

/**
 * An angler searches and filters the spots directory (spec part 2 §5), or opens its Top Rated tab. The
 * answer is the same for every angler but their own ratings — and but the few whose spots are hidden, who
 * alone still list them — so each query's answer is remembered (SpotAnswers) and the viewer's own
 * ratings (MyRatings, remembered per angler) are kept apart from it.
 */
export class FindSpots {
  constructor(
    @inject(SpotsStore) private readonly store: SpotsStore,
    @inject(MyRatings) private readonly ratings: MyRatings,
    @inject(SpotAnswers) private readonly answers: SpotAnswers,
  ) {}

  async execute(q: SpotsQuery, viewerId: string | null): Promise<SpotsWithMyRatings<DirectorySpot>> {
    const filter = {
      search: q.search?.toLowerCase(),
      location: q.location?.toLowerCase(),
      waterTypes: waterTypesMatching(q.waterType),
      difficulty: q.difficulty === 'all' ? undefined : q.difficulty,
    };
    const topRated = q.sort === 'top-rated';
    // Top Rated ranks every match before cutting to the page.
    const page = async (viewer: string | null) => {
      const rows = await this.store.directory({ ...filter, limit: topRated ? 10_000 : undefined }, viewer);
      if (!topRated) return rows.map(toDirectorySpot);
      return rows
        .filter((s) => averageRating(s.ratingSum, s.ratingCount) >= TOP_RATED_MIN)
        .sort((a, b) => bayesianRating(b.ratingSum, b.ratingCount) - bayesianRating(a.ratingSum, a.ratingCount) || a.id.localeCompare(b.id))
        .slice(0, SPOT_LIMITS.directorySpots)
        .map(toDirectorySpot);
    };
    // The few anglers whose spots are hidden read their own directory, their hidden spots in it, marked.
    const hiddenAuthors = await hiddenSpotAuthors(this.store, this.answers);
    if (viewerId && hiddenAuthors.includes(viewerId)) return { spots: await page(viewerId), mine: new Map(), remembered: false };
    const spots = await this.answers.answer(spotAnswerKeys.directory(filter, topRated), () => page(null));
    const mine = await myRatingsOf(
      this.ratings,
      spots.map((s) => s.id),
      viewerId,
    );
    return { spots, mine, remembered: true };
  }
}
