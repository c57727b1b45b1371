import { inject } from 'inversify';
import { isId, newId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { itemEffectOf, suspensionEnds, type ActionKind } from '../domain/action.ts';
import { isGuideline } from '../domain/guidelines.ts';
import { isOwnContent, mayActOn } from '../domain/operator-rules.ts';
import { isRemovable, type ReportableKind } from '../domain/reportable-kind.ts';
import {
  ItemNotFound,
  NoAuthorToRestrict,
  NotRemovable,
  NothingToDismiss,
  OwnContent,
  OwnReport,
  UnknownRule,
} from '../domain/moderation.errors.ts';
import { ModerationActionTaken } from '../domain/moderation.events.ts';
import { AnglerStandingToken, type AnglerStanding } from './angler-standing.ts';
import { AnglerNamesToken, type AnglerNames } from './angler-names.ts';
import { snapshotOf } from './item-snapshot.ts';
import { ModeratedContents } from './moderated-contents.ts';
import { Operators } from './operators.ts';
import { ActionBook, AuditLog, ReportBook, type ActionRecord } from './ports.ts';

export interface ActionAsked {
  kind: ReportableKind;
  itemId: string;
  action: ActionKind;
  ruleId: string;
  note?: string | undefined;
  suspendDays?: number | undefined;
}

const ON_THE_AUTHOR: readonly ActionKind[] = ['warn', 'suspend', 'ban'];

/**
 * An operator decides about a reported item or its author, citing a guideline. In one transaction: the
 * item's effect through its module (hidden, shown, removed), the author's standing through identity
 * (suspended, banned), the item's open reports closed, the action and its audit line written, and the
 * event that tells the author (a statement of reasons) and each reporter (the outcome).
 */
export class TakeAction {
  constructor(
    @inject(Operators) private readonly operators: Operators,
    @inject(ReportBook) private readonly reports: ReportBook,
    @inject(ActionBook) private readonly actions: ActionBook,
    @inject(AuditLog) private readonly audit: AuditLog,
    @inject(ModeratedContents) private readonly contents: ModeratedContents,
    @inject(AnglerStandingToken) private readonly standing: AnglerStanding,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(EventBusToken) private readonly events: EventBus,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(AnglerNamesToken) private readonly names: AnglerNames,
  ) {}

  async execute(operatorId: string, asked: ActionAsked): Promise<ActionRecord> {
    await this.operators.require(operatorId);
    if (!isGuideline(asked.ruleId)) throw new UnknownRule();
    if (!isId(asked.itemId)) throw new ItemNotFound();
    if (asked.action === 'remove' && (!isRemovable(asked.kind) || !this.contents.of(asked.kind)?.remove)) throw new NotRemovable();
    const item = await this.contents.forOperator(asked.kind, asked.itemId);
    const snapshot = await snapshotOf(item, this.names);
    const now = this.clock.now();
    return this.transactions.run(async () => {
      const key = { kind: asked.kind, itemId: asked.itemId };
      const existing = await this.reports.find(key);
      if (!item && !(asked.action === 'dismiss' && existing)) throw new ItemNotFound();
      const authorId = item?.authorId ?? existing?.authorId ?? null;
      const itemCase = await this.reports.lock(key, authorId, now, snapshot);
      // Every other action may follow an earlier one on the same item (hide the message, then suspend its sender).
      if (asked.action === 'dismiss' && itemCase.openReports === 0) throw new NothingToDismiss();
      if (!mayActOn(operatorId, await this.reports.openReporterIds(key))) throw new OwnReport();
      if (isOwnContent(operatorId, authorId)) throw new OwnContent();
      if (ON_THE_AUTHOR.includes(asked.action) && !authorId) throw new NoAuthorToRestrict();

      const action: ActionRecord = {
        id: newId(),
        ...key,
        action: asked.action,
        ruleId: asked.ruleId,
        note: asked.note || null,
        anglerId: authorId,
        operatorId,
        suspendedUntil: asked.action === 'suspend' ? suspensionEnds(now, asked.suspendDays ?? 1) : null,
        createdAt: now,
        reversedAt: null,
      };
      await this.#applyToItem(action, itemCase.hidden?.automatic ?? false);
      if (asked.action === 'suspend') await this.standing.suspend(authorId!, action.suspendedUntil!);
      if (asked.action === 'ban') await this.standing.ban(authorId!);

      const reporterIds = await this.reports.closeOpen(key, action.id, now);
      await this.actions.add(action);
      await this.audit.append({
        id: newId(),
        at: now,
        event: 'action',
        operatorId,
        subjectId: authorId,
        ...key,
        action: action.action,
        ruleId: action.ruleId,
        note: action.note,
      });
      await this.events.publish(
        ModerationActionTaken.of(
          {
            actionId: action.id,
            ...key,
            action: action.action,
            ruleId: action.ruleId,
            anglerId: authorId,
            reporterIds,
            suspendedUntil: action.suspendedUntil?.toISOString() ?? null,
          },
          now,
        ),
      );
      return action;
    });
  }

  async #applyToItem(action: ActionRecord, hiddenAutomatically: boolean): Promise<void> {
    const content = this.contents.of(action.kind);
    const key = { kind: action.kind, itemId: action.itemId };
    switch (itemEffectOf(action.action, hiddenAutomatically)) {
      case 'hide':
        await content?.setHidden(action.kind, action.itemId, { ruleId: action.ruleId, at: action.createdAt });
        await this.reports.setHidden(key, { at: action.createdAt, ruleId: action.ruleId, automatic: false });
        return;
      case 'show':
        await content?.setHidden(action.kind, action.itemId, null);
        await this.reports.setHidden(key, null);
        return;
      case 'remove':
        await content!.remove!(action.kind, action.itemId);
        return;
      case 'none':
        return;
    }
  }
}
