import type { CreateSpot, DirectorySpot, SpotTip } from '@tightlines/contracts';
import type { FishedSpot } from '../domain/spot-recommendations.ts';
import type { TripProps } from '../domain/trip.ts';
import type { SpotAnswerKey } from './spot-answer-keys.ts';

/** Why a spot or tip is hidden and since when (only its author ever reads a hidden one). */
export type HiddenState = { ruleId: string | null; at: Date } | null;

/** A spot as the heat map reads it (no viewer: the heat map is the same for everyone). */
export interface HeatCandidate {
  id: string;
  name: string;
  location: string | null;
  latitude: number;
  longitude: number;
  description: string | null;
  waterType: string | null;
  difficulty: DirectorySpot['difficulty'];
  accessType: DirectorySpot['accessType'];
  facilities: string[];
  species: string[];
  ratingSum: number;
  ratingCount: number;
  successfulAnglers: number;
}

/** A spot as the directory reads it (counts are public figures), with the viewer's own rating. */
export interface ListedSpot extends HeatCandidate {
  successfulTrips: number;
  totalTrips: number;
  creatorName: string | null;
  myRating: number | null;
  createdBy: string | null;
  hidden: HiddenState;
}

/** What the heat map may filter spots by before their activity is known. */
export interface HeatCandidateFilter {
  waterTypes: string[] | null;
  /** A species slug ('rainbow-trout'), or null for every species. */
  species: string | null;
  minRating: number;
}

/**
 * A spot's shared activity since a moment (only trips at spots whose location is shared, by trip and
 * angler), from the rollups: trips, successes, different anglers, successes by time of day, newest trip.
 */
export interface SpotActivity {
  spotId: string;
  trips: number;
  successes: number;
  anglers: number;
  dawn: number;
  morning: number;
  afternoon: number;
  evening: number;
  night: number;
  lastAt: Date | null;
}

/** A tip with its author's card from spots' own copy, whether its author caught fish at the spot, and the viewer's vote (1, -1). */
export interface TipRecord {
  id: string;
  anglerId: string;
  hidden: HiddenState;
  title: string;
  content: string;
  category: SpotTip['category'];
  upvotes: number;
  downvotes: number;
  verified: boolean;
  myVote: number | null;
  createdAt: Date;
  displayName: string | null;
  firstName: string | null;
  profileImageUrl: string | null;
}

/** A report of conditions from a trip others may learn from. */
export interface ReportedConditions {
  weatherCondition: TripProps['weatherCondition'];
  waterCondition: TripProps['waterCondition'];
  temperature: number | null;
  notes: string | null;
  createdAt: Date;
}

export interface DirectoryFilter {
  search?: string;
  waterTypes: string[] | null;
  difficulty?: string;
  location?: string;
  /** At most this many, first by name (default SPOT_LIMITS.directorySpots). */
  limit?: number;
}

export interface SpotsStore {
  /** Every read below leaves out the spots and tips hidden from the viewer (domain/hidden-place.ts). */
  directory(filter: DirectoryFilter, viewerId: string | null): Promise<ListedSpot[]>;
  /** Who added the spots hidden now. */
  hiddenSpotAuthors(): Promise<string[]>;
  /** These spots' directory rows, without a viewer (any order; an id no spot has is left out). */
  cards(spotIds: string[]): Promise<ListedSpot[]>;
  /** Of these spots, those hidden now that this angler added (their own, which they still read, marked). */
  ownHiddenCards(spotIds: string[], authorId: string): Promise<ListedSpot[]>;
  one(id: string, viewerId: string | null): Promise<ListedSpot | null>;
  /** The viewer's fished spots: id, where, water type, whether they caught there. */
  fishedBy(anglerId: string): Promise<Array<FishedSpot & { latitude: number; longitude: number }>>;
  create(id: string, spot: CreateSpot, createdBy: string): Promise<void>;
  /** Exact over [since, now]: whole UTC days from spot_activity_days, the first partial day from trips. */
  activitySince(since: Date, spotIds: string[] | null): Promise<SpotActivity[]>;
  heatCandidates(filter: HeatCandidateFilter): Promise<HeatCandidate[]>;
  /** Rates (or re-rates) under a lock of the spot row; answers the spot's new sum and count, or null when no spot. */
  rate(spotId: string, anglerId: string, rating: number): Promise<{ sum: number; count: number } | null>;
  tips(spotId: string, viewerId: string | null, tipId?: string): Promise<TipRecord[]>;
  /** The spot of a tip this viewer may read (null: no such tip, or hidden from them). */
  tipSpot(tipId: string, viewerId: string): Promise<string | null>;
  addTip(id: string, spotId: string, anglerId: string, tip: { title: string; content: string; category: string }, at: Date): Promise<void>;
  /** Sets (1/-1) or removes (0) the angler's vote under a lock of the tip row; false when no tip. */
  vote(tipId: string, anglerId: string, vote: -1 | 0 | 1): Promise<boolean>;
  recentConditions(spotId: string, limit: number): Promise<ReportedConditions[]>;
  /** One more catch of this species (slug) by the angler. */
  caught(anglerId: string, species: string): Promise<void>;
  /** The species (slugs) the angler catches, most caught first. */
  speciesCaughtBy(anglerId: string): Promise<Array<{ species: string; catches: number }>>;
  cardChanged(card: {
    id: string;
    displayName: string | null;
    firstName: string | null;
    profileImageUrl: string | null;
    shareTripLocations: boolean;
  }): Promise<void>;
  /** Inside the caller's transaction: the angler's 'Share Trip Locations' switch as identity now has it. */
  sharingSet(anglerId: string, shares: boolean): Promise<void>;
}
export const SpotsStore = Symbol.for('spots.SpotsStore');

/**
 * The answers every angler shares — the heat map's and the directory's (without the viewer's own
 * rating) — remembered per query until anything they show changes (a trip added or removed, a spot
 * added or rated, an angler's card or sharing switch, an account deleted) — forgotten in every
 * process after that change commits — and at most a short while (a rolling range moves with the clock).
 */
export interface SpotAnswers {
  /** The remembered answer under this key (spot-answer-keys.ts), or the one `load` gives, remembered. */
  answer<T>(key: SpotAnswerKey<T>, load: () => Promise<T>): Promise<T>;
  /**
   * A spot's directory card (one kind per spot), in the same generation (forgotten by the same changes):
   * the remembered card of each id, those not yet remembered loaded together by one `load` (an id it
   * leaves out answers undefined).
   */
  perSpot<T>(ids: readonly string[], load: (missing: string[]) => Promise<ReadonlyMap<string, T>>): Promise<Array<T | undefined>>;
  /** Something an answer shows changed (call inside the change's transaction: forgotten after commit). */
  changed(): void;
}
export const SpotAnswers = Symbol.for('spots.SpotAnswers');

/**
 * Where every spot is, in each process's memory (spots_earth_idx's question without a round trip): a
 * spot's position never changes once added, so only a new spot forgets it — in every process.
 */
export interface SpotPositions {
  /** The spots within radiusKm of the point, nearest first, at most `limit`, each with its distance in km. */
  nearest(at: { latitude: number; longitude: number }, radiusKm: number, limit: number): Promise<Array<{ id: string; distanceKm: number }>>;
  /** A spot was added (call inside its transaction, if any: forgotten after commit). */
  added(): void;
}
export const SpotPositions = Symbol.for('spots.SpotPositions');

/**
 * Each angler's own ratings (spot id → 1–5), remembered per angler in each process: the directory and
 * nearby show the viewer's rating on every card without a read per request. A change to an angler's
 * ratings forgets theirs in every process after it commits.
 */
export interface MyRatings {
  of(anglerId: string): Promise<ReadonlyMap<string, number>>;
  /** The angler's ratings changed (call inside the change's transaction: forgotten after commit). */
  changed(anglerId: string): void;
}
export const MyRatings = Symbol.for('spots.MyRatings');
