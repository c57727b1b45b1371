/**
 * Scoring: how verified fish become standings and standings a leaderboard. Pure, so the
 * rules are tested by name and by property; the database only keeps what these functions computed
 * (one row per angler, rewritten whenever one of their entries is judged) and walks it in the same
 * order as `compareStandings`.
 *
 * - weight: the heaviest single fish; length: the longest single fish;
 * - count: the most verified fish; points: the sum of every fish's points (points.ts);
 * - best-N (culling, optional): only each angler's N best fish count — their N heaviest, longest or
 *   highest-scoring, or at most N fish for count — so a smaller fish never lowers a total;
 * - ties: the angler who reached the score first wins, i.e. whose deciding fish was submitted
 *   earliest (among equal fish of one angler the earlier submission is the one that counts); equal
 *   to the millisecond, the angler id decides, so the order is total.
 *
 * Sums are exact: every measure is counted in hundredths as an integer, so no order of arrival can
 * change a total by rounding.
 */
export type ScoringType = 'weight' | 'length' | 'points' | 'count';

export interface Scoring {
  type: ScoringType;
  bestN: number | null;
}

/** A verified fish as scoring sees it. */
export interface ScoredFish {
  id: string;
  species: string;
  weightKg: number | null;
  lengthCm: number | null;
  points: number;
  submittedAt: Date;
}

export interface AnglerStanding {
  anglerId: string;
  /** kg, cm, points or fish, per the scoring type. */
  score: number;
  /** Points of every verified fish, and how many there are. */
  points: number;
  count: number;
  bestWeightKg: number | null;
  bestLengthCm: number | null;
  bestSpecies: string | null;
  /** When the score was reached: the submission of the last fish it needed. */
  reachedAt: Date;
}

export interface RankedStanding extends AnglerStanding {
  rank: number;
}

/** A fish's measure in hundredths of the scoring unit, or null when it has none. */
function hundredthsOf(fish: ScoredFish, type: ScoringType): number | null {
  switch (type) {
    case 'weight':
      return fish.weightKg === null ? null : Math.round(fish.weightKg * 100);
    case 'length':
      return fish.lengthCm === null ? null : Math.round(fish.lengthCm * 100);
    case 'points':
      return fish.points * 100;
    case 'count':
      return 100;
  }
}

const byTimeThenId = (a: ScoredFish, b: ScoredFish) =>
  a.submittedAt.getTime() - b.submittedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** How many fish count: the single best for weight and length, every fish for points and count — unless best-N says N. */
function fishCounted(scoring: Scoring): number {
  if (scoring.bestN !== null) return scoring.bestN;
  return scoring.type === 'weight' || scoring.type === 'length' ? 1 : Number.POSITIVE_INFINITY;
}

/** One angler's standing from their verified fish (in any order); null when none of them scores. */
export function standingOf(anglerId: string, fish: readonly ScoredFish[], scoring: Scoring): AnglerStanding | null {
  const measured = fish
    .map((f) => ({ fish: f, measure: hundredthsOf(f, scoring.type) }))
    .filter((m): m is { fish: ScoredFish; measure: number } => m.measure !== null);
  if (measured.length === 0) return null;
  // Best first; among equal fish the earlier submission, so a tie between anglers goes to whoever got there first.
  measured.sort((a, b) => b.measure - a.measure || byTimeThenId(a.fish, b.fish));
  const counted = measured.slice(0, Math.min(measured.length, fishCounted(scoring)));
  const total = counted.reduce((sum, m) => sum + m.measure, 0);
  const reachedAt = new Date(Math.max(...counted.map((m) => m.fish.submittedAt.getTime())));
  const weights = fish.map((f) => f.weightKg).filter((w): w is number => w !== null);
  const lengths = fish.map((f) => f.lengthCm).filter((l): l is number => l !== null);
  return {
    anglerId,
    score: total / 100,
    points: fish.reduce((sum, f) => sum + f.points, 0),
    count: fish.length,
    bestWeightKg: weights.length ? Math.max(...weights) : null,
    bestLengthCm: lengths.length ? Math.max(...lengths) : null,
    bestSpecies: counted[0]!.fish.species,
    reachedAt,
  };
}

/** Leaderboard order: higher score first, then the earlier time it was reached, then angler id. */
export function compareStandings(a: AnglerStanding, b: AnglerStanding): number {
  return (
    b.score - a.score || a.reachedAt.getTime() - b.reachedAt.getTime() || (a.anglerId < b.anglerId ? -1 : a.anglerId > b.anglerId ? 1 : 0)
  );
}

export function rankStandings(standings: readonly AnglerStanding[]): RankedStanding[] {
  return [...standings].sort(compareStandings).map((s, i) => ({ ...s, rank: i + 1 }));
}

/** The whole leaderboard from every angler's verified fish: what the stored standings must always equal. */
export function leaderboardOf(fishByAngler: ReadonlyMap<string, readonly ScoredFish[]>, scoring: Scoring): RankedStanding[] {
  const standings: AnglerStanding[] = [];
  for (const [anglerId, fish] of fishByAngler) {
    const standing = standingOf(anglerId, fish, scoring);
    if (standing) standings.push(standing);
  }
  return rankStandings(standings);
}
