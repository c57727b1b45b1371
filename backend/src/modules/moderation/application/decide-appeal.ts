import { inject } from 'inversify';
import { isId, newId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { reversalOf } from '../domain/action.ts';
import { mayDecideAppeal } from '../domain/operator-rules.ts';
import { AppealAlreadyDecided, AppealNotFound, OwnAction, RemovalIsFinal } from '../domain/moderation.errors.ts';
import { AppealDecided } from '../domain/moderation.events.ts';
import { AnglerStandingToken, type AnglerStanding } from './angler-standing.ts';
import { ModeratedContents } from './moderated-contents.ts';
import { Operators } from './operators.ts';
import { ActionBook, AuditLog, ReportBook, type AppealStatus } from './ports.ts';

/**
 * An operator other than the one who acted (and other than the appellant) upholds or reverses an
 * appealed action. Reversing undoes what can be undone — the item shown again, the angler's standing
 * restored — in the decision's transaction, with its audit line and the event that tells the appellant.
 */
export class DecideAppeal {
  constructor(
    @inject(Operators) private readonly operators: Operators,
    @inject(ActionBook) private readonly actions: ActionBook,
    @inject(ReportBook) private readonly reports: ReportBook,
    @inject(AuditLog) private readonly audit: AuditLog,
    @inject(ModeratedContents) private readonly contents: ModeratedContents,
    @inject(AnglerStandingToken) private readonly standing: AnglerStanding,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(EventBusToken) private readonly events: EventBus,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async execute(operatorId: string, appealId: string, decision: 'uphold' | 'reverse', note: string | null): Promise<AppealStatus> {
    await this.operators.require(operatorId);
    if (!isId(appealId)) throw new AppealNotFound();
    const now = this.clock.now();
    return this.transactions.run(async () => {
      const appeal = await this.actions.lockAppeal(appealId);
      if (!appeal) throw new AppealNotFound();
      if (appeal.status !== 'open') throw new AppealAlreadyDecided();
      const action = (await this.actions.find(appeal.actionId))!;
      if (!mayDecideAppeal(operatorId, { actingOperatorId: action.operatorId, appellantId: appeal.appellantId })) throw new OwnAction();
      const status = decision === 'reverse' ? 'reversed' : 'upheld';
      if (decision === 'reverse') {
        const reversal = reversalOf(action.action);
        if (reversal === 'irreversible') throw new RemovalIsFinal();
        if (reversal === 'show') {
          await this.contents.of(action.kind)?.setHidden(action.kind, action.itemId, null);
          await this.reports.setHidden(action, null);
        }
        if (reversal === 'restore_standing' && action.anglerId) await this.standing.restore(action.anglerId);
        await this.actions.markReversed(action.id, now);
      }
      await this.actions.decideAppeal(appealId, { status, by: operatorId, at: now, note });
      await this.audit.append({
        id: newId(),
        at: now,
        event: 'appeal_decided',
        operatorId,
        subjectId: appeal.appellantId,
        kind: action.kind,
        itemId: action.itemId,
        action: `${decision}:${action.action}`,
        ruleId: action.ruleId,
        note,
      });
      await this.events.publish(
        AppealDecided.of({ appealId, actionId: action.id, action: action.action, anglerId: appeal.appellantId, decision }, now),
      );
      return status;
    });
  }
}
