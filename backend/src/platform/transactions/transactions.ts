/**
 * A unit of work for use cases, without naming the ORM: everything `work` writes — through the
 * repositories, events published on the way included — commits together or not at all. Nested calls
 * join the outer transaction. (The adapter is platform/db/orm-transactions.ts.)
 */
export interface Transactions {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Whether the caller is inside one (events may only be published there). */
  active(): boolean;
}
export const TransactionsToken = Symbol.for('platform.Transactions');
