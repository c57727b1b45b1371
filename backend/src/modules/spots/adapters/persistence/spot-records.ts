import { col, rowOf, type RowShape } from '../../../../platform/db/row.ts';
import type { FishedSpot } from '../../domain/spot-recommendations.ts';
import type { TripProps } from '../../domain/trip.ts';
import type { HeatCandidate, HiddenState, ListedSpot, ReportedConditions, SpotActivity, TipRecord } from '../../application/spot-ports.ts';

/** The records SqlSpotsStore reads, each declared once (platform/db/row.ts) and checked against the port's. */

const Hidden = rowOf({ hiddenAt: col.time().nullable(), hiddenRule: col.text().nullable() });
/** A spot's, tip's or trip's hidden_at and hidden_rule as the state its author reads. */
export const hiddenOf = (row: unknown): HiddenState => {
  const { hiddenAt, hiddenRule } = Hidden.read(row);
  return hiddenAt ? { ruleId: hiddenRule, at: hiddenAt } : null;
};

/** A spot's name and place, which every read of a spot selects. */
export const spotPlaceColumns = {
  id: col.text(),
  name: col.text(),
  location: col.text().nullable(),
  latitude: col.number(),
  longitude: col.number(),
  waterType: col.text().nullable(),
};

const heatColumns = {
  ...spotPlaceColumns,
  description: col.text().nullable(),
  difficulty: col.of<HeatCandidate['difficulty']>(),
  accessType: col.of<HeatCandidate['accessType']>(),
  facilities: col.of<string[]>(),
  species: col.of<string[]>(),
  ratingSum: col.number(),
  ratingCount: col.number(),
  successfulAnglers: col.number(),
};
export const HeatCandidateShape: RowShape<HeatCandidate> = rowOf(heatColumns);

const ListedColumns = rowOf({
  ...heatColumns,
  successfulTrips: col.number(),
  totalTrips: col.number(),
  creatorName: col.text().nullable(),
  myRating: col.number().nullable(),
  createdBy: col.text().nullable(),
});
export const ListedSpotShape: RowShape<ListedSpot> = { read: (row) => ({ ...ListedColumns.read(row), hidden: hiddenOf(row) }) };

export const SpotActivityShape: RowShape<SpotActivity> = rowOf({
  spotId: col.text(),
  trips: col.number(),
  successes: col.number(),
  anglers: col.number(),
  dawn: col.number(),
  morning: col.number(),
  afternoon: col.number(),
  evening: col.number(),
  night: col.number(),
  lastAt: col.time().nullable(),
});

const TipColumns = rowOf({
  id: col.text(),
  anglerId: col.text(),
  title: col.text(),
  content: col.text(),
  category: col.text<TipRecord['category']>(),
  upvotes: col.number(),
  downvotes: col.number(),
  verified: col.bool(),
  myVote: col.number().nullable(),
  createdAt: col.time(),
  displayName: col.text().nullable(),
  firstName: col.text().nullable(),
  profileImageUrl: col.text().nullable(),
});
export const TipShape: RowShape<TipRecord> = { read: (row) => ({ ...TipColumns.read(row), hidden: hiddenOf(row) }) };

export const RatingShape: RowShape<{ spotId: string; rating: number }> = rowOf({ spotId: col.text(), rating: col.number() });

export const FishedSpotShape: RowShape<FishedSpot & { latitude: number; longitude: number }> = rowOf({
  spotId: col.text(),
  name: col.text(),
  latitude: col.number(),
  longitude: col.number(),
  waterType: col.text().nullable(),
  successes: col.number(),
});

export const ReportedConditionsShape: RowShape<ReportedConditions> = rowOf({
  weatherCondition: col.of<TripProps['weatherCondition']>(),
  waterCondition: col.of<TripProps['waterCondition']>(),
  temperature: col.number().nullable(),
  notes: col.text().nullable(),
  createdAt: col.time(),
});
