/**
 * Who to suggest a new angler follows, and why: a pure rule over what the viewer and each candidate
 * have in common. Each signal scores; the strongest one is the reason shown.
 *
 * - mates of mates: followed by anglers the viewer follows (3 a follower, at most 5 counted);
 * - same species: caught (publicly) what the viewer catches (2 a species, at most 3 counted);
 * - near: the same town (4) or the same state or region (2), from the profiles' locations;
 * - active lately: shared a public catch in the last 3 days (2) or 14 days (1).
 */
export interface SuggestionSignals {
  anglerId: string;
  /** How many anglers the viewer follows follow this one. */
  followedByFollowed: number;
  /** Species both caught (the candidate's public catches only). */
  sharedSpecies: string[];
  /** The candidate's profile location, and the viewer's. */
  location: string | null;
  /** When the candidate last shared a public catch. */
  lastSharedAt: Date | null;
}

export type SuggestionReason =
  | { kind: 'mates-of-mates'; count: number }
  | { kind: 'same-species'; species: string[] }
  | { kind: 'near'; place: string }
  | { kind: 'active' };

export interface RankedSuggestion {
  anglerId: string;
  score: number;
  reason: SuggestionReason;
}

const DAY_MS = 24 * 3600 * 1000;

/** "South Lake Tahoe, CA" → { town: 'south lake tahoe', region: 'ca' }. */
export function placeOf(location: string | null): { town: string; region: string | null } | null {
  const parts = (location ?? '')
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
  if (!parts.length) return null;
  return { town: parts[0]!, region: parts.length > 1 ? parts.at(-1)! : null };
}

/** How near two profile locations are: the same town, the same state or region, or neither. */
export function nearness(viewer: string | null, other: string | null): 'town' | 'region' | null {
  const a = placeOf(viewer);
  const b = placeOf(other);
  if (!a || !b) return null;
  if (a.town === b.town && a.region === b.region) return 'town';
  if (a.region && a.region === b.region) return 'region';
  return null;
}

export function rankSuggestions(
  viewerLocation: string | null,
  candidates: readonly SuggestionSignals[],
  now: Date,
  limit: number,
): RankedSuggestion[] {
  const ranked: RankedSuggestion[] = [];
  for (const c of candidates) {
    const scored: Array<{ score: number; reason: SuggestionReason }> = [];
    if (c.followedByFollowed > 0)
      scored.push({ score: 3 * Math.min(5, c.followedByFollowed), reason: { kind: 'mates-of-mates', count: c.followedByFollowed } });
    if (c.sharedSpecies.length > 0) {
      const species = [...c.sharedSpecies].sort();
      scored.push({ score: 2 * Math.min(3, species.length), reason: { kind: 'same-species', species } });
    }
    const near = nearness(viewerLocation, c.location);
    if (near) scored.push({ score: near === 'town' ? 4 : 2, reason: { kind: 'near', place: c.location! } });
    const age = c.lastSharedAt ? now.getTime() - c.lastSharedAt.getTime() : Infinity;
    if (age <= 14 * DAY_MS) scored.push({ score: age <= 3 * DAY_MS ? 2 : 1, reason: { kind: 'active' } });
    if (!scored.length) continue;
    const best = scored.reduce((a, b) => (b.score > a.score ? b : a));
    ranked.push({ anglerId: c.anglerId, score: scored.reduce((sum, s) => sum + s.score, 0), reason: best.reason });
  }
  const recency = (id: string) => candidates.find((c) => c.anglerId === id)?.lastSharedAt?.getTime() ?? 0;
  return ranked
    .sort((a, b) => b.score - a.score || recency(b.anglerId) - recency(a.anglerId) || a.anglerId.localeCompare(b.anglerId))
    .slice(0, limit);
}

/** The reason in words, as the card shows it; species by their display names. */
export function reasonText(reason: SuggestionReason, speciesName: (slug: string) => string): string {
  switch (reason.kind) {
    case 'mates-of-mates':
      return reason.count === 1 ? 'Followed by an angler you follow' : `Followed by ${reason.count} anglers you follow`;
    case 'same-species': {
      const names = reason.species.slice(0, 2).map(speciesName);
      return `Also catches ${names.join(' and ')}${reason.species.length > 2 ? ' and more' : ''}`;
    }
    case 'near':
      return `Fishes near you in ${reason.place}`;
    case 'active':
      return 'Shared catches lately';
  }
}
