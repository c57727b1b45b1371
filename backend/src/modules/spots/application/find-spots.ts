import { inject } from 'inversify';
import { SPOT_LIMITS, type DirectorySpot, type SpotsQuery } from '@tightlines/contracts';
import { averageRating, bayesianRating, TOP_RATED_MIN, waterTypesMatching } from '../domain/spot-rules.ts';
import { SpotAnswers, SpotsStore } from './spot-ports.ts';
import { spotAnswerKeys } from './spot-answer-keys.ts';
import { hiddenSpotAuthors } from './hidden-spot-authors.ts';
import { toDirectorySpot } from './spot-cards.ts';
import { withMyRatings } from './my-ratings.ts';

/**
 * An angler searches and filters the spots directory (spec part 2 §5), or opens its Top Rated tab. The
 * answer is the same for every angler but their own ratings — and but the few whose spots are hidden, who
 * alone still list them — so each query's answer is remembered (SpotAnswers) and only the viewer's
 * ratings of the spots in it are read per request.
 */
export class FindSpots {
  constructor(
    @inject(SpotsStore) private readonly store: SpotsStore,
    @inject(SpotAnswers) private readonly answers: SpotAnswers,
  ) {}

  async execute(q: SpotsQuery, viewerId: string | null): Promise<DirectorySpot[]> {
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
    const spots =
      viewerId && hiddenAuthors.includes(viewerId)
        ? await page(viewerId)
        : await this.answers.answer(spotAnswerKeys.directory(filter, topRated), () => page(null));
    return withMyRatings(this.store, spots, viewerId);
  }
}
