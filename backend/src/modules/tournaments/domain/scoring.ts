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
 * Measures are exact: a weight typed in pounds is converted to kilograms without rounding (a pound is
 * exactly 0.45359237 kg, an inch 2.54 cm), so two fish 0.01 lb apart never tie. Every measure is counted
 * as an integer of ten-billionths of its unit (enough for any two-decimal kilogram or pound, and any
 * centimetre or inch), summed as a bigint, so no order of arrival can change a total by rounding.
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
  /** The same score as an exact decimal, for ranking without rounding. */
  exactScore: string;
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

/** Ten-billionths: every exact conversion of a two-decimal pound or inch ends within ten decimals. */
const SCALE = 10_000_000_000;
const exact = (value: number) => BigInt(Math.round(value * SCALE));

/** A fish's measure in ten-billionths of the scoring unit, or null when it has none. */
function measureOf(fish: ScoredFish, type: ScoringType): bigint | null {
  switch (type) {
    case 'weight':
      return fish.weightKg === null ? null : exact(fish.weightKg);
    case 'length':
      return fish.lengthCm === null ? null : exact(fish.lengthCm);
    case 'points':
      return exact(fish.points);
    case 'count':
      return exact(1);
  }
}

/** A total of ten-billionths as an exact decimal, e.g. 10659420695n → '1.0659420695' (what the database keeps). */
export function decimalOf(total: bigint): string {
  const whole = total / BigInt(SCALE);
  const fraction = (total % BigInt(SCALE)).toString().padStart(10, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
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
    .map((f) => ({ fish: f, measure: measureOf(f, scoring.type) }))
    .filter((m): m is { fish: ScoredFish; measure: bigint } => m.measure !== null);
  if (measured.length === 0) return null;
  // Best first; among equal fish the earlier submission, so a tie between anglers goes to whoever got there first.
  measured.sort((a, b) => (b.measure > a.measure ? 1 : b.measure < a.measure ? -1 : byTimeThenId(a.fish, b.fish)));
  const counted = measured.slice(0, Math.min(measured.length, fishCounted(scoring)));
  const total = counted.reduce((sum, m) => sum + m.measure, 0n);
  const reachedAt = new Date(Math.max(...counted.map((m) => m.fish.submittedAt.getTime())));
  const weights = fish.map((f) => f.weightKg).filter((w): w is number => w !== null);
  const lengths = fish.map((f) => f.lengthCm).filter((l): l is number => l !== null);
  return {
    anglerId,
    score: Number(total) / SCALE,
    exactScore: decimalOf(total),
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
  const byScore = exactCompare(b.exactScore, a.exactScore);
  return byScore || a.reachedAt.getTime() - b.reachedAt.getTime() || (a.anglerId < b.anglerId ? -1 : a.anglerId > b.anglerId ? 1 : 0);
}

/** Compares two non-negative exact decimals. */
function exactCompare(a: string, b: string): number {
  const [aWhole = '', aFraction = ''] = a.split('.');
  const [bWhole = '', bFraction = ''] = b.split('.');
  if (aWhole.length !== bWhole.length) return aWhole.length - bWhole.length;
  const width = Math.max(aFraction.length, bFraction.length);
  const left = aWhole + aFraction.padEnd(width, '0');
  const right = bWhole + bFraction.padEnd(width, '0');
  return left < right ? -1 : left > right ? 1 : 0;
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
