import { inject } from 'inversify';
import { SPOT_LIMITS, type HeatmapQuery, type HeatSpot } from '@tightlines/contracts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { RANGE_DAYS, rangeStartsAt, waterTypesMatching } from '../domain/spot-rules.ts';
import { SpotAnswers, SpotsStore } from './spot-ports.ts';
import { spotAnswerKeys } from './spot-answer-keys.ts';
import { toHeatSpot } from './spot-cards.ts';

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * An angler opens the heat map: every spot the filters keep, hottest first, at most
 * SPOT_LIMITS.heatmapSpots (a map of more markers helps no one). The same for every viewer — only
 * shared activity counts — so each filter combination's answer is remembered until something it shows
 * changes (SpotAnswers).
 */
export class HeatMap {
  constructor(
    @inject(SpotsStore) private readonly store: SpotsStore,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(SpotAnswers) private readonly answers: SpotAnswers,
  ) {}

  execute(q: HeatmapQuery): Promise<HeatSpot[]> {
    const species = q.species && q.species !== 'all' ? q.species.toLowerCase().replace(/\s+/g, '-') : null;
    return this.answers.answer(spotAnswerKeys.heatMap({ ...q, species }), async () => {
      const days = RANGE_DAYS[q.timeRange];
      const [spots, activity] = await Promise.all([
        this.store.heatCandidates({ waterTypes: waterTypesMatching(q.waterType), species, minRating: q.minRating }),
        this.store.activitySince(rangeStartsAt(q.timeRange, this.clock.now()), null),
      ]);
      const bySpot = new Map(activity.map((a) => [a.spotId, a]));
      return spots
        .map((s) => toHeatSpot(s, bySpot.get(s.id), days))
        .filter((h) => h.activityScore >= q.minActivityScore && h.averageRating >= q.minRating && (!q.showOnlyActive || h.totalTrips > 0))
        .sort((a, b) => b.heatScore - a.heatScore || b.totalTrips - a.totalTrips || byText(a.name, b.name) || byText(a.id, b.id))
        .slice(0, SPOT_LIMITS.heatmapSpots);
    });
  }
}
