/**
 * A unit of work for use cases, without naming the ORM: everything `work` writes — through the
 * repositories, events published on the way included — commits together or not at all. Nested calls
 * join the outer transaction. (The adapter is platform/db/orm-transactions.ts.)
 */
export interface Transactions {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Whether the caller is inside one (events may only be published there). */
  active(): boolean;
  /**
   * Runs `effect` once the outermost transaction the caller is in has committed (never if it rolls
   * back), or at once outside any: for what must not happen before the data is visible to others —
   * a cache forgetting an entry (done earlier, a concurrent read could cache the old value again).
   */
  afterCommit(effect: () => void): void;
}
export const TransactionsToken = Symbol.for('platform.Transactions');
