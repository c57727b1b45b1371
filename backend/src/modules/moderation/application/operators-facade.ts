/** What other modules may ask moderation: whether an angler holds the operator role (kept in the database). */
export interface OperatorsFacade {
  isOperator(anglerId: string): Promise<boolean>;
}
export const OperatorsFacade = Symbol.for('moderation.OperatorsFacade');
