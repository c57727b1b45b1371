/**
 * Who sees forum content moderation hid — the rule, ONCE: hidden content is seen by its author only
 * (marked, so they learn why), and an answer is seen only where its question is seen too. The SQL
 * every list reads with (adapters/persistence/visibility.sql.ts) is this rule written for PostgreSQL.
 */
export interface HiddenState {
  /** The guideline an operator cited; null when reports hid it before anyone looked. */
  ruleId: string | null;
  at: Date;
}

export interface Authored {
  authorId: string;
  hidden: HiddenState | null;
}

export const isSeenBy = (item: Authored, viewerId: string): boolean => item.hidden === null || item.authorId === viewerId;

/** An answer under its question: both must be seen. */
export const isAnswerSeenBy = (question: Authored, answer: Authored, viewerId: string): boolean =>
  isSeenBy(question, viewerId) && isSeenBy(answer, viewerId);

/** What the viewer learns of the hiding: its author, why; anyone else nothing (they never get the item). */
export const hiddenFor = (item: Authored, viewerId: string): HiddenState | null => (item.authorId === viewerId ? item.hidden : null);
