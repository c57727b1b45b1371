import { inject } from 'inversify';
import { newId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { AnglersFacade } from '../../identity/index.ts';
import { NotAnAngler, NotAnOperator, RevokeYourself } from '../domain/moderation.errors.ts';
import { Operators } from './operators.ts';
import { AuditLog, OperatorRoster, type OperatorRecord } from './ports.ts';

/**
 * Who is an operator: granted by another operator in the console (`by` an angler id) or from the
 * command line for the first one (`by` null). Every change is an audit line in the same transaction.
 */
export class ManageOperators {
  constructor(
    @inject(Operators) private readonly operators: Operators,
    @inject(OperatorRoster) private readonly roster: OperatorRoster,
    @inject(AuditLog) private readonly audit: AuditLog,
    @inject(AnglersFacade) private readonly anglers: AnglersFacade,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async list(operatorId: string): Promise<OperatorRecord[]> {
    await this.operators.require(operatorId);
    return this.roster.list();
  }

  /** An operator grants the role to the angler who signs in with `email`. */
  async grantByEmail(by: string | null, email: string): Promise<OperatorRecord> {
    if (by !== null) await this.operators.require(by);
    const anglerId = await this.anglers.anglerIdBySignInEmail(email);
    if (!anglerId) throw new NotAnAngler();
    return this.grant(by, anglerId);
  }

  /** Grants the role to an angler by id (the demo seed's operator; the email path above for people). */
  async grant(by: string | null, anglerId: string): Promise<OperatorRecord> {
    const record: OperatorRecord = { anglerId, grantedAt: this.clock.now(), grantedBy: by };
    await this.transactions.run(async () => {
      if (!(await this.roster.grant(record))) return;
      await this.audit.append(this.#line('operator_granted', by, anglerId, record.grantedAt));
    });
    return (await this.roster.list()).find((o) => o.anglerId === anglerId)!;
  }

  async revokeByEmail(by: string | null, email: string): Promise<void> {
    const anglerId = await this.anglers.anglerIdBySignInEmail(email);
    if (!anglerId) throw new NotAnAngler();
    await this.revoke(by, anglerId);
  }

  async revoke(by: string | null, anglerId: string): Promise<void> {
    if (by !== null) await this.operators.require(by);
    if (by === anglerId) throw new RevokeYourself();
    const at = this.clock.now();
    await this.transactions.run(async () => {
      if (!(await this.roster.revoke(anglerId))) throw new NotAnOperator();
      await this.audit.append(this.#line('operator_revoked', by, anglerId, at));
    });
  }

  #line(event: 'operator_granted' | 'operator_revoked', by: string | null, anglerId: string, at: Date) {
    return {
      id: newId(),
      at,
      event,
      operatorId: by,
      subjectId: anglerId,
      kind: null,
      itemId: null,
      action: null,
      ruleId: null,
      note: null,
    };
  }
}
