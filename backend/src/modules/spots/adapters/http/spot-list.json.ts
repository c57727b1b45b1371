import type { DirectorySpot } from '@tightlines/contracts';
import { PreparedJson } from '../../../../platform/http/prepared-json.ts';
import { withMyRating, type SpotsWithMyRatings } from '../../application/my-ratings.ts';
import type { NearbySpot } from '../../application/nearby-spots.ts';

/** Each remembered card as JSON, written once while it is remembered: the directory's pages and every nearby list share it. */
const written = new WeakMap<DirectorySpot, string>();

function cardJson(card: DirectorySpot, mine: ReadonlyMap<string, number>): string {
  // The few cards the viewer rated are their own copies, written for this answer only.
  if (mine.has(card.id)) return JSON.stringify(withMyRating(card, mine));
  let json = written.get(card);
  if (json === undefined) {
    json = JSON.stringify(card);
    written.set(card, json);
  }
  return json;
}

/**
 * A directory page: the remembered page itself when the viewer rated none of it (written and compressed
 * once for everyone), else the remembered cards' JSON joined around the viewer's rated ones.
 */
export function directoryJson({ spots, mine, remembered }: SpotsWithMyRatings<DirectorySpot>): PreparedJson {
  if (remembered && !mine.size) return PreparedJson.of(spots);
  return PreparedJson.fromJson(`[${spots.map((s) => cardJson(s, mine)).join(',')}]`);
}

/** Nearby spots: each remembered card's JSON with this ask's distance added last, as a copy `{ ...card, distance }` writes it. */
export function nearbyJson({ spots, mine }: SpotsWithMyRatings<NearbySpot>): PreparedJson {
  const cards = spots.map(({ card, distance }) => `${cardJson(card, mine).slice(0, -1)},"distance":${JSON.stringify(distance)}}`);
  return PreparedJson.fromJson(`[${cards.join(',')}]`);
}
