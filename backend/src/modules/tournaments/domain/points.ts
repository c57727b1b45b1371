/**
 * The Points System (scoringType `points`), ours since the spec leaves it open. Every verified fish
 * earns points, so a day of many decent fish competes with one lucky giant, and no measure is wasted:
 *
 *   10 points for the fish itself
 * +  1 point  per whole centimetre of length
 * +  5 points per whole kilogram of weight
 *
 * A 45.7 cm, 2.3 kg bass: 10 + 45 + 10 = 65 points. A fish measured only by weight or only by length
 * scores the part it has. Whole units only, so points are integers and two anglers who measure the
 * same fish to a different decimal score alike.
 */
export const POINTS_PER_FISH = 10;
export const POINTS_PER_CM = 1;
export const POINTS_PER_KG = 5;

export function pointsOf(fish: { weightKg: number | null; lengthCm: number | null }): number {
  const length = fish.lengthCm === null ? 0 : Math.floor(fish.lengthCm + 1e-9) * POINTS_PER_CM;
  const weight = fish.weightKg === null ? 0 : Math.floor(fish.weightKg + 1e-9) * POINTS_PER_KG;
  return POINTS_PER_FISH + length + weight;
}
