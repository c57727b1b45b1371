import { inject } from 'inversify';
import { SPOT_LIMITS, type CreateSpot, type DirectorySpot, type HeatmapQuery, type HeatSpot, type SpotTip, type SpotsQuery } from '@tightlines/contracts';
import { newId } from '../../../shared/kernel/ids.ts';
import { NotFound } from '../../../shared/kernel/domain-errors.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { SpotNotFound } from '../domain/spot.errors.ts';
import {
  activityScore, averageRating, bayesianRating, bestTimeOfDay, heatLabel, heatScore, isVerifiedSpot, MIN_ANGLERS_FOR_DETAIL, RANGE_DAYS,
  TOP_RATED_MIN, waterClassOf, waterTypesMatching, wilsonLowerBound, type TimeRange,
} from '../domain/spot-rules.ts';
import { recommendSpots, RECOMMEND_NEAR_KM } from '../domain/spot-recommendations.ts';
import { SpotAnswers, SpotPositions, SpotsStore, type ActivityRow, type HeatCandidateRow, type SpotRow, type TipRow } from './spot-ports.ts';

export class TipNotFound extends NotFound {
  readonly code = 'TIP_NOT_FOUND';
  constructor() {
    super('Tip not found');
  }
}

const DAY_MS = 86_400_000;
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const km = (x: number) => Math.round(x * 100) / 100;

export function toDirectorySpot(r: SpotRow): DirectorySpot {
  return {
    id: r.id, name: r.name, verified: isVerifiedSpot(r.successful_anglers),
    rating: averageRating(r.rating_sum, r.rating_count), totalRatings: r.rating_count,
    latitude: r.latitude, longitude: r.longitude, location: r.location, description: r.description,
    waterType: r.water_type, waterClass: waterClassOf(r.water_type), difficulty: r.difficulty, accessType: r.access_type,
    species: r.species, facilities: r.facilities, totalCatches: r.successful_trips, totalTrips: r.total_trips,
    creatorName: r.creator_name, myRating: r.my_rating,
  };
}

function toHeatSpot(r: HeatCandidateRow, a: ActivityRow | undefined, days: number): HeatSpot {
  const trips = a?.trips ?? 0;
  const successes = a?.successes ?? 0;
  const anglers = a?.anglers ?? 0;
  const detail = anglers >= MIN_ANGLERS_FOR_DETAIL;
  const activity = activityScore(trips, days);
  const successRate = trips ? Math.round((100 * successes) / trips) : 0;
  const heat = heatScore(activity, successes, successRate);
  return {
    id: r.id, name: r.name, location: r.location, latitude: r.latitude, longitude: r.longitude,
    averageRating: averageRating(r.rating_sum, r.rating_count), totalRatings: r.rating_count,
    verified: isVerifiedSpot(r.successful_anglers), description: r.description, difficulty: r.difficulty,
    waterType: r.water_type, waterClass: waterClassOf(r.water_type), accessType: r.access_type, facilities: r.facilities,
    activityScore: activity, successRate, catchCount: successes, totalTrips: trips, totalAnglers: anglers,
    popularSpecies: r.species.slice(0, 10),
    bestTimeOfDay: detail && a ? bestTimeOfDay(a) : null,
    lastActivity: detail && a?.last_at ? new Date(a.last_at).toISOString() : null,
    recentCatches: successes, heatScore: heat, heatLabel: heatLabel(heat), detailHidden: !detail && trips > 0,
  };
}

const toTip = (t: TipRow): SpotTip => ({
  id: t.id, title: t.title, content: t.content, category: t.category, isVerified: t.verified,
  upvotes: t.upvotes, downvotes: t.downvotes, score: t.upvotes - t.downvotes,
  myVote: t.my_vote === 1 ? 'upvote' : t.my_vote === -1 ? 'downvote' : null,
  createdAt: new Date(t.created_at).toISOString(),
  user: { profileImageUrl: t.profile_image_url, displayName: t.display_name, firstName: t.first_name },
});

/** The spots directory, heat map, ratings and tips (spec part 2 §2–§9). */
export class SpotsService {
  constructor(
    @inject(SpotsStore) private readonly store: SpotsStore,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(SpotAnswers) private readonly answers: SpotAnswers,
    @inject(SpotPositions) private readonly positions: SpotPositions,
  ) {}

  /**
   * The directory: the same answer for every angler but their own ratings, so each query's answer is
   * remembered (SpotAnswers, with the heat map's) and only the viewer's ratings of the spots in it are
   * read per request.
   */
  async directory(q: SpotsQuery, viewerId: string | null): Promise<DirectorySpot[]> {
    const filter = {
      search: q.search?.toLowerCase(), location: q.location?.toLowerCase(), waterTypes: waterTypesMatching(q.waterType),
      difficulty: q.difficulty === 'all' ? undefined : q.difficulty,
    };
    const topRated = q.sort === 'top-rated';
    const key = `directory|${JSON.stringify([filter.search, filter.location, filter.waterTypes, filter.difficulty, topRated])}`;
    const spots = await this.answers.answer(key, async () => {
      // Top Rated ranks every match before cutting to the page.
      const rows = await this.store.directory({ ...filter, limit: topRated ? 10_000 : undefined }, null);
      if (!topRated) return rows.map(toDirectorySpot);
      return rows
        .filter((r) => averageRating(r.rating_sum, r.rating_count) >= TOP_RATED_MIN)
        .sort((a, b) => bayesianRating(b.rating_sum, b.rating_count) - bayesianRating(a.rating_sum, a.rating_count) || a.id.localeCompare(b.id))
        .slice(0, SPOT_LIMITS.directorySpots)
        .map(toDirectorySpot);
    });
    return this.#withMyRatings(spots, viewerId);
  }

  /** The remembered spots with the viewer's own ratings: copies, the remembered answer stays as it is. */
  async #withMyRatings(spots: DirectorySpot[], viewerId: string | null): Promise<DirectorySpot[]> {
    if (!viewerId || !spots.length) return spots;
    const mine = await this.store.ratingsBy(viewerId, spots.map((s) => s.id));
    if (!mine.length) return spots;
    const rated = new Map(mine.map((r) => [r.spot_id, r.rating]));
    return spots.map((s) => (rated.has(s.id) ? { ...s, myRating: rated.get(s.id)! } : s));
  }

  /**
   * Spots within `radius` km, nearest first, at most SPOT_LIMITS.nearbySpots: which spots and how far from
   * each process's memory of where spots are (SpotPositions), their cards remembered with the directory's
   * answers (forgotten by the same changes), and the viewer's own ratings of them read as the directory does.
   */
  async nearby(latitude: number, longitude: number, radius: number, viewerId: string | null): Promise<DirectorySpot[]> {
    const near = await this.positions.nearest({ latitude, longitude }, radius, SPOT_LIMITS.nearbySpots);
    if (!near.length) return [];
    const cards = await this.answers.perSpot(near.map((n) => n.id), async (missing) =>
      new Map((await this.store.cards(missing)).map((r) => [r.id, toDirectorySpot(r)])));
    const spots: DirectorySpot[] = [];
    near.forEach((n, i) => {
      const card = cards[i];
      if (card) spots.push({ ...card, distance: km(n.distanceKm) });
    });
    return this.#withMyRatings(spots, viewerId);
  }

  /**
   * Recommendations from the angler's own fishing, each with its reason (the rule: domain/spot-recommendations.ts).
   * Candidates near a fished spot come from each process's grid of spot positions, the rest from the
   * remembered list of every spot (SpotAnswers, forgotten by the same changes as the directory), so a call
   * reads only the angler's own trips and catches, and their ratings of the spots recommended.
   */
  async recommended(anglerId: string): Promise<DirectorySpot[]> {
    const [fished, caught] = await Promise.all([this.store.fishedBy(anglerId), this.store.speciesCaughtBy(anglerId)]);
    if (!fished.length && !caught.length) return [];
    const [everySpot, ...nearEach] = await Promise.all([
      this.answers.answer('directory|every spot', async () =>
        (await this.store.directory({ waterTypes: null, limit: 10_000 }, null)).map(toDirectorySpot)),
      ...fished.map((f) => this.positions.nearest(f, RECOMMEND_NEAR_KM, 10_000)),
    ]);
    const near = nearEach.flatMap((spots, i) => spots.map((n) => ({ spotId: n.id, fishedName: fished[i]!.name, distanceKm: n.distanceKm })));
    const byId = new Map(everySpot.map((s) => [s.id, s]));
    const recs = recommendSpots(fished, caught, everySpot, near);
    return this.#withMyRatings(
      recs.map((r) => ({ ...byId.get(r.id)!, recommendationReason: r.reason, ...(r.distanceKm !== undefined ? { distance: km(r.distanceKm) } : {}) })),
      anglerId,
    );
  }

  async create(spot: CreateSpot, anglerId: string): Promise<DirectorySpot> {
    const id = newId();
    await this.store.create(id, spot, anglerId);
    return toDirectorySpot((await this.store.one(id, anglerId))!);
  }

  /**
   * The heat map: every spot the filters keep, hottest first, at most SPOT_LIMITS.heatmapSpots (a map of
   * more markers helps no one). The same for every viewer — only shared activity counts — so each
   * filter combination's answer is remembered until something it shows changes (SpotAnswers).
   */
  heatmap(q: HeatmapQuery): Promise<HeatSpot[]> {
    const species = q.species && q.species !== 'all' ? q.species.toLowerCase().replace(/\s+/g, '-') : null;
    const key = ['heatmap', q.timeRange, q.minActivityScore, q.showOnlyActive, q.minRating, q.waterType, species].join('|');
    return this.answers.answer(key, async (): Promise<HeatSpot[]> => {
      const days = RANGE_DAYS[q.timeRange as TimeRange];
      const [spots, activity] = await Promise.all([
        this.store.heatCandidates({ waterTypes: waterTypesMatching(q.waterType), species, minRating: q.minRating }),
        this.store.activitySince(new Date(this.clock.now().getTime() - days * DAY_MS), null),
      ]);
      const bySpot = new Map(activity.map((a) => [a.spot_id, a]));
      return spots
        .map((s) => toHeatSpot(s, bySpot.get(s.id), days))
        .filter((h) => h.activityScore >= q.minActivityScore && h.averageRating >= q.minRating && (!q.showOnlyActive || h.totalTrips > 0))
        .sort((a, b) => b.heatScore - a.heatScore || b.totalTrips - a.totalTrips || byText(a.name, b.name) || byText(a.id, b.id))
        .slice(0, SPOT_LIMITS.heatmapSpots);
    });
  }

  async detail(id: string, timeRange: TimeRange, viewerId: string | null) {
    const spot = await this.store.one(id, viewerId);
    if (!spot) throw new SpotNotFound();
    const days = RANGE_DAYS[timeRange];
    const [activity] = await this.store.activitySince(new Date(this.clock.now().getTime() - days * DAY_MS), [id]);
    return { ...toHeatSpot(spot, activity, days), myRating: spot.my_rating, species: spot.species, creatorName: spot.creator_name };
  }

  async rate(spotId: string, anglerId: string, rating: number) {
    const r = await this.store.rate(spotId, anglerId, rating);
    if (!r) throw new SpotNotFound();
    return { rating: averageRating(r.sum, r.count), totalRatings: r.count, myRating: rating };
  }

  async tips(spotId: string, viewerId: string | null): Promise<SpotTip[]> {
    if (!(await this.store.one(spotId, null))) throw new SpotNotFound();
    const rows = await this.store.tips(spotId, viewerId);
    return rows
      .map((t) => ({ t, rank: wilsonLowerBound(t.upvotes, t.downvotes) }))
      .sort((a, b) => b.rank - a.rank || +new Date(b.t.created_at) - +new Date(a.t.created_at))
      .map(({ t }) => toTip(t));
  }

  async shareTip(spotId: string, anglerId: string, tip: { title: string; content: string; category: string }): Promise<SpotTip> {
    if (!(await this.store.one(spotId, null))) throw new SpotNotFound();
    const id = newId();
    await this.store.addTip(id, spotId, anglerId, tip, this.clock.now());
    return toTip((await this.store.tips(spotId, anglerId, id))[0]!);
  }

  async vote(tipId: string, anglerId: string, vote: -1 | 0 | 1): Promise<SpotTip> {
    const spotId = await this.store.tipSpot(tipId);
    if (!spotId || !(await this.store.vote(tipId, anglerId, vote))) throw new TipNotFound();
    return toTip((await this.store.tips(spotId, anglerId, tipId))[0]!);
  }

  async recentConditions(spotId: string, limit: number) {
    if (!(await this.store.one(spotId, null))) throw new SpotNotFound();
    return (await this.store.recentConditions(spotId, limit)).map((c) => ({
      weatherCondition: c.weather_condition, waterCondition: c.water_condition, temperature: c.temperature, notes: c.notes,
      createdAt: new Date(c.created_at).toISOString(),
    }));
  }
}
