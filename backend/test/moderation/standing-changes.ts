import { AnglerStandingToken, type AnglerStanding } from '../../src/modules/moderation/index.ts';
import { TransactionsToken, type Transactions } from '../../src/platform/transactions/transactions.ts';
import type { TestApp } from '../support/index.ts';

/**
 * Changes anglers' standing as moderation does: through identity's adapter of the AnglerStanding port,
 * in a transaction of the app's own (as an operator's action runs), answering once it has committed.
 */
export function standingOn(app: TestApp) {
  const inTransaction = (work: (standing: AnglerStanding) => Promise<void>) =>
    app.inContext((get) => get<Transactions>(TransactionsToken).run(() => work(get<AnglerStanding>(AnglerStandingToken))));
  return {
    suspend: (anglerId: string, until: Date) => inTransaction((s) => s.suspend(anglerId, until)),
    ban: (anglerId: string) => inTransaction((s) => s.ban(anglerId)),
    restore: (anglerId: string) => inTransaction((s) => s.restore(anglerId)),
    of: (anglerIds: string[]) => app.inContext((get) => get<AnglerStanding>(AnglerStandingToken).standingOf(anglerIds)),
  };
}
