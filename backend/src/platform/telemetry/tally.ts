/**
 * What happens in the anglers' world that an operator counts (GET /metrics), each with its labels.
 * Labels are kinds from a short fixed list — never an id, a name or a free text — so a counter has a
 * handful of series however many anglers there are.
 */
export interface Tallied {
  /** A post shared, by what it is. */
  share: { kind: 'catch' | 'content' };
  /** A direct message sent. */
  message: Record<string, never>;
  /** A report filed by an angler, by what was reported and why (moderation's kinds and reasons: a new one must be added here). */
  report: {
    kind: 'post' | 'trip' | 'question' | 'answer' | 'message' | 'group' | 'group_message' | 'spot' | 'tip' | 'tournament' | 'profile';
    reason: 'spam' | 'harassment' | 'violence' | 'nudity' | 'illegal' | 'false_information' | 'other';
  };
  /** Advertising money billed to campaigns, in micros of the currency unit, by what was billed. */
  ad_spend_micros: { event: 'impression' | 'click' };
  /** An event written to a live stream, by its kind (notifications' LiveKind: a new kind must be added here). */
  live_event: { kind: 'message' | 'group_message' | 'group_membership' | 'notification' };
}

/** Levels that go up and down, kept by whoever opens and closes the thing counted. */
export type Level = 'live_streams_open';

export interface Tally {
  /**
   * Counts `amount` (default 1) of `what` once the caller's transaction commits (never when it
   * rolls back), at once outside any.
   */
  count<K extends keyof Tallied>(what: K, labels: Tallied[K], amount?: number): void;
  /** Moves a level by one. */
  level(what: Level, by: 1 | -1): void;
}
export const TallyToken = Symbol.for('platform.Tally');
