import { inject } from 'inversify';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { tokenHashOf } from './portal-token.ts';
import { PortalSessions } from './ports.ts';

/** A portal user signs out: the session ends at once, wherever its cookie was copied. */
export class SignOutOfPortal {
  constructor(
    @inject(PortalSessions) private readonly sessions: PortalSessions,
    @inject(TransactionsToken) private readonly transactions: Transactions,
  ) {}

  async run(token: string | undefined): Promise<void> {
    if (token) await this.transactions.run(() => this.sessions.close(tokenHashOf(token)));
  }
}
