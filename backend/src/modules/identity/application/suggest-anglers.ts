import { inject } from 'inversify';
import { speciesName } from '@tightlines/reference';
import { PostsFacade } from '../../posts/index.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { placeOf, rankSuggestions, reasonText, type SuggestionReason } from '../domain/suggestion-ranking.ts';
import { UserRepository } from './ports.ts';

/** An angler who might be suggested, with how many anglers the viewer follows follow them. */
export interface SuggestionCandidate {
  id: string;
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  location: string | null;
  bio: string | null;
  profileImageUrl: string | null;
  followedByFollowed: number;
}

/**
 * Anglers the viewer does not follow yet and is not blocked with either way: those followed by
 * anglers the viewer follows, those among `activeIds`, and those whose profile location is in the
 * viewer's town or region (`nearText`, lower case).
 */
export interface SuggestionCandidates {
  of(viewerId: string, activeIds: readonly string[], near: { town: string; region: string | null } | null): Promise<SuggestionCandidate[]>;
}
export const SuggestionCandidates = Symbol.for('identity.SuggestionCandidates');

export interface Suggestion extends Omit<SuggestionCandidate, 'followedByFollowed'> {
  reason: string;
  reasonKind: SuggestionReason['kind'];
}

/** Look at the public catches of the last month for species in common and recent activity. */
const ACTIVITY_WINDOW_DAYS = 30;

/**
 * People to follow for an angler (the empty Following feed, Find People): mates of their mates,
 * anglers catching the same species, near them, or active lately — each with its reason. Never
 * anyone blocked either way, never anyone already followed; species and activity come from public
 * catches only, so what an angler keeps to mates or to themself is never a reason shown to others.
 */
export class SuggestAnglers {
  constructor(
    @inject(UserRepository) private readonly users: UserRepository,
    @inject(SuggestionCandidates) private readonly candidates: SuggestionCandidates,
    @inject(PostsFacade) private readonly posts: PostsFacade,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async execute(viewerId: string, limit: number): Promise<Suggestion[]> {
    const now = this.clock.now();
    const [viewer, activity] = await Promise.all([
      this.users.findById(viewerId),
      this.posts.catchActivityFor(viewerId, new Date(now.getTime() - ACTIVITY_WINDOW_DAYS * 24 * 3600 * 1000)),
    ]);
    const viewerLocation = viewer?.location ?? null;
    const recent = new Map(activity.recent.map((r) => [r.anglerId, r]));
    const mySpecies = new Set(activity.mySpecies);
    const pool = await this.candidates.of(viewerId, [...recent.keys()], placeOf(viewerLocation));
    const byId = new Map(pool.map((c) => [c.id, c]));
    const ranked = rankSuggestions(
      viewerLocation,
      pool.map((c) => ({
        anglerId: c.id,
        followedByFollowed: c.followedByFollowed,
        sharedSpecies: (recent.get(c.id)?.species ?? []).filter((s) => mySpecies.has(s)),
        location: c.location,
        lastSharedAt: recent.get(c.id)?.lastSharedAt ?? null,
      })),
      now,
      limit,
    );
    return ranked.map(({ anglerId, reason }) => {
      const { followedByFollowed: _n, ...card } = byId.get(anglerId)!;
      return { ...card, reason: reasonText(reason, speciesName), reasonKind: reason.kind };
    });
  }
}
