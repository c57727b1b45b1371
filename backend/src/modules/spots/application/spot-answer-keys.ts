import type { DirectorySpot, HeatmapQuery, HeatSpot } from '@tightlines/contracts';
import type { DirectoryFilter } from './spot-ports.ts';

declare const answerIs: unique symbol;
/**
 * A key of SpotAnswers that carries the type of its answer: made only by `spotAnswerKeys`, so a kind of
 * answer, the parts that tell two of its answers apart and what it remembers never drift apart.
 */
export type SpotAnswerKey<Answer> = string & { readonly [answerIs]: Answer };

/** The kind first, then the parts in a fixed order: one generation of SpotAnswers holds every kind. */
const keyOf = <Answer>(kind: string, parts: readonly unknown[]) => `${kind}|${JSON.stringify(parts)}` as SpotAnswerKey<Answer>;

/** What the heat map's answer depends on: its query, the species as a slug. */
export type HeatMapAsked = Pick<HeatmapQuery, 'timeRange' | 'minActivityScore' | 'showOnlyActive' | 'minRating' | 'waterType'> & {
  species: string | null;
};

export const spotAnswerKeys = {
  /** A page of the directory (no viewer: their own ratings are added per request). */
  directory: (filter: Omit<DirectoryFilter, 'limit'>, topRated: boolean): SpotAnswerKey<DirectorySpot[]> =>
    keyOf('directory', [filter.search, filter.location, filter.waterTypes, filter.difficulty, topRated]),
  /** Every spot's card, as recommendations rank them. */
  everySpot: (): SpotAnswerKey<DirectorySpot[]> => keyOf('every spot', []),
  /** Who added the spots hidden now (few): only their directory is read apart from the remembered answers. */
  hiddenSpotAuthors: (): SpotAnswerKey<string[]> => keyOf('hidden spot authors', []),
  heatMap: (q: HeatMapAsked): SpotAnswerKey<HeatSpot[]> =>
    keyOf('heatmap', [q.timeRange, q.minActivityScore, q.showOnlyActive, q.minRating, q.waterType, q.species]),
};
