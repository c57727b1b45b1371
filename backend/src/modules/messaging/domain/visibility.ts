/**
 * Who reads a direct message — the rule, ONCE: only its two participants, and a message moderation hid
 * only its sender (marked, so they learn why); its recipient no longer gets it at all, nor its words
 * as their conversation's last message. The SQL every read uses (adapters/persistence/visibility.sql.ts)
 * is this rule written for PostgreSQL.
 */
export interface HiddenState {
  /** The guideline an operator cited; null when reports hid it before anyone looked. */
  ruleId: string | null;
  at: Date;
}

export interface Sent {
  senderId: string;
  recipientId: string;
  hidden: HiddenState | null;
}

export const isReadableBy = (m: Sent, readerId: string): boolean =>
  m.senderId === readerId || (m.recipientId === readerId && m.hidden === null);

/** What the reader learns of the hiding: its sender, why; the recipient never gets the message. */
export const hiddenFor = (m: Sent, readerId: string): HiddenState | null => (m.senderId === readerId ? m.hidden : null);
