/**
 * Abuse limits, explained: named limits counted per angler or per address, stricter on an
 * angler's first day. A limit refused answers 429 with a message naming the limit, when it resets and
 * what lifts it — Discourse's users read silent limits as a lockout. Each module declares its own
 * policies (the numbers are its business); the counting is here, once.
 */
export type LimitWindow = 'minute' | 'hour' | 'day';

export interface LimitRule {
  points: number;
  per: LimitWindow;
}

export interface LimitPolicy {
  /** Stable and unique, e.g. 'forum.question': the counters are kept under it, and the 429 names it. */
  readonly name: string;
  /** What is counted, in the plural, for the message: 'questions'. */
  readonly counts: string;
  /** Absent: only newcomers are counted (their first day); after it the outer request limits alone apply. */
  readonly regular?: LimitRule;
  /** Stricter during an angler's first 24 hours (Discourse: 3 topics and 10 replies on day one). */
  readonly firstDay?: LimitRule;
}

export interface Limits {
  /** Counts one for the angler, or throws LimitReached (a 429) when the limit is used up. */
  consume(policy: LimitPolicy, anglerId: string): Promise<void>;
  /** The same for an address (sign-in and anonymous calls). */
  consumeByAddress(policy: LimitPolicy, address: string): Promise<void>;
  /** Forgets every count kept for the angler (their account is deleted: nothing of theirs stays). */
  forgetAngler(anglerId: string): Promise<void>;
}
export const LimitsToken = Symbol.for('platform.Limits');

/**
 * When an angler joined, for the first-day rule. The platform declares it; identity, which knows,
 * binds it. Null for an unknown angler (treated as a newcomer).
 */
export interface AnglerTenure {
  joinedAt(anglerId: string): Promise<Date | null>;
}
export const AnglerTenureToken = Symbol.for('platform.AnglerTenure');

export const WINDOW_SECONDS: Record<LimitWindow, number> = { minute: 60, hour: 3_600, day: 86_400 };
export const FIRST_DAY_MS = 86_400_000;

/** Whether an angler who joined at `joinedAt` is in their first 24 hours at `now` (an unknown angler counts as new). */
export function onFirstDay(joinedAt: Date | null, now: Date): boolean {
  return joinedAt === null || now.getTime() - joinedAt.getTime() < FIRST_DAY_MS;
}
