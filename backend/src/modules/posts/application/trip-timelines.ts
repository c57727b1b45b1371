import type { PostPrivacy } from '../domain/visibility.ts';

/**
 * Trips in home timelines (trip_timelines): each reader's copy of the trips their Following feed shows,
 * written when a trip is logged (fan-out on write, as posts are) and kept up as trips and follows change,
 * so a Following page reads its trips as one range of the reader's own rows, in the statement of its
 * posts' range (PostReads.followingPage). Who gets a row is posts' privacy rule over posts' copy of the
 * follow graph, decided from the trip's entry (trip_entries).
 */
export interface TripTimelines {
  /** Puts the trip into its angler's own timeline (with the entry, in the reaction to its logging). */
  putOwn(tripId: string): Promise<void>;
  /**
   * Writes the trip into the timelines of the next `limit` readers of its audience (its angler aside),
   * in reader-id order after `after`, as its entry now is (read under a share lock, so a privacy edit
   * waits for the batch or the batch for the edit); notes them as grown. Answers those readers (fewer
   * than `limit`: the audience is done). Nothing when the trip is gone; writing a reader twice changes nothing.
   */
  fanOutBatch(tripId: string, after: string | null, limit: number): Promise<string[]>;
  /** After a privacy edit of the entry: every row takes the new privacy, and readers outside its audience lose the trip. */
  narrowToAudience(tripId: string): Promise<void>;
  /** Puts the author's latest trips of these privacies into the reader's timeline (at most `limit`). */
  backfill(readerId: string, authorId: string, privacies: readonly PostPrivacy[], limit: number): Promise<void>;
  /** Takes the author's trips of these privacies out of the reader's timeline. */
  remove(readerId: string, authorId: string, privacies: readonly PostPrivacy[]): Promise<void>;
  /** Leaves each of these readers only their newest `keep` trips. */
  trim(readerIds: readonly string[], keep: number): Promise<void>;
  /** The reader's own timeline goes (their account is deleted; their trips leave others' with their entries). */
  forgetReader(readerId: string): Promise<void>;
}
export const TripTimelines = Symbol.for('posts.TripTimelines');
