import type { ActionKind } from '../domain/action.ts';
import type { ReportableKind } from '../domain/reportable-kind.ts';
import type { ReportReason } from '../domain/report-reason.ts';

export interface ItemKey {
  kind: ReportableKind;
  itemId: string;
}
export const keyOf = (item: ItemKey): string => `${item.kind}:${item.itemId}`;

/** A reported item as moderation keeps it: its open reports and whether it is hidden, and why. */
export interface ItemCase extends ItemKey {
  authorId: string | null;
  openReports: number;
  /** The open reports by reason, most reported reason first. */
  reasons: Array<{ reason: ReportReason; count: number }>;
  lastReportedAt: Date;
  hidden: { at: Date; ruleId: string | null; automatic: boolean } | null;
}

/** An item in the queue, and whether the angler reading it has an open report on it. */
export interface QueuedCase extends ItemCase {
  reportedByViewer: boolean;
}

export interface ReportRecord extends ItemKey {
  id: string;
  reporterId: string;
  reason: ReportReason;
  details: string | null;
  createdAt: Date;
}

/** Where a queue page ended: the queue's order is most open reports, then newest report first. */
export interface QueueKey extends ItemKey {
  openReports: number;
  lastReportedAt: Date;
}

/** Reports and the items they name. Writes run in the caller's transaction. */
export interface ReportBook {
  /**
   * Counts a new report on its item, under the item's row lock (created on its first report). Null
   * when this reporter already has an open report on the item: the caller's transaction must then roll back.
   */
  file(report: ReportRecord, authorId: string | null): Promise<ItemCase | null>;
  /** The item's row, created if it has none (an operator acting on an item nobody reported), locked until the transaction ends. */
  lock(item: ItemKey, authorId: string | null, at: Date): Promise<ItemCase>;
  find(item: ItemKey): Promise<ItemCase | null>;
  openReporterIds(item: ItemKey): Promise<string[]>;
  openReports(item: ItemKey): Promise<ReportRecord[]>;
  setHidden(item: ItemKey, hidden: ItemCase['hidden']): Promise<void>;
  /** Closes the item's open reports by this action: the anglers who had filed them. */
  closeOpen(item: ItemKey, actionId: string, at: Date): Promise<string[]>;
  /** Items with open reports, in the queue's order, after `after`, each saying whether `viewerId` reported it. */
  queue(viewerId: string, after: QueueKey | null, limit: number): Promise<QueuedCase[]>;
  /** Which of these items this angler has an open report on. */
  reportedBy(anglerId: string, items: readonly ItemKey[]): Promise<Set<string>>;
}
export const ReportBook = Symbol.for('moderation.ReportBook');

export interface ActionRecord extends ItemKey {
  id: string;
  action: ActionKind;
  ruleId: string;
  note: string | null;
  /** The angler the action concerns: the item's author. */
  anglerId: string | null;
  /** Null once that operator's account was deleted. */
  operatorId: string | null;
  suspendedUntil: Date | null;
  createdAt: Date;
  reversedAt: Date | null;
}

export type AppealStatus = 'open' | 'upheld' | 'reversed';
export interface AppealRecord {
  id: string;
  actionId: string;
  appellantId: string;
  text: string;
  createdAt: Date;
  status: AppealStatus;
}

export interface TimeKey {
  createdAt: Date;
  id: string;
}

/** Operators' actions and the appeals of them. Writes run in the caller's transaction. */
export interface ActionBook {
  add(action: ActionRecord): Promise<void>;
  find(actionId: string): Promise<ActionRecord | null>;
  markReversed(actionId: string, at: Date): Promise<void>;
  /** The actions concerning an angler, newest first (their history, as the console shows it). */
  against(anglerId: string, limit: number): Promise<ActionRecord[]>;
  /** The actions restricting an angler, newest first, each with its appeal. */
  statementsOf(
    anglerId: string,
    after: TimeKey | null,
    limit: number,
  ): Promise<Array<{ action: ActionRecord; appeal: AppealRecord | null }>>;
  /** False when the action has an appeal already (one per action: the database decides). */
  addAppeal(appeal: AppealRecord): Promise<boolean>;
  /** The appeal locked until the transaction ends. */
  lockAppeal(appealId: string): Promise<AppealRecord | null>;
  decideAppeal(appealId: string, decision: { status: 'upheld' | 'reversed'; by: string; at: Date; note: string | null }): Promise<void>;
  /** Open appeals, oldest first, each with its action. */
  openAppeals(after: TimeKey | null, limit: number): Promise<Array<{ appeal: AppealRecord; action: ActionRecord }>>;
}
export const ActionBook = Symbol.for('moderation.ActionBook');

export interface OperatorRecord {
  anglerId: string;
  grantedAt: Date;
  grantedBy: string | null;
}

/** Who holds the operator role. */
export interface OperatorRoster {
  isOperator(anglerId: string): Promise<boolean>;
  list(): Promise<OperatorRecord[]>;
  /** False when the angler already is one. */
  grant(record: OperatorRecord): Promise<boolean>;
  /** False when the angler was not one. */
  revoke(anglerId: string): Promise<boolean>;
}
export const OperatorRoster = Symbol.for('moderation.OperatorRoster');

export type AuditEvent = 'action' | 'appeal_decided' | 'operator_granted' | 'operator_revoked';
export interface AuditRecord {
  id: string;
  at: Date;
  event: AuditEvent;
  /** Null for the command line. */
  operatorId: string | null;
  subjectId: string | null;
  kind: ReportableKind | null;
  itemId: string | null;
  action: string | null;
  ruleId: string | null;
  note: string | null;
}

/** The append-only audit log: lines are added, never changed (the database refuses). */
export interface AuditLog {
  append(record: AuditRecord): Promise<void>;
  /** Newest first, after the line numbered `before` (lines are numbered in the order they were written). */
  page(before: number | null, limit: number): Promise<Array<AuditRecord & { seq: number }>>;
}
export const AuditLog = Symbol.for('moderation.AuditLog');

/** Each angler's muted words (their own choice of what to fold away for themselves). */
export interface MutedWordBook {
  of(anglerId: string): Promise<string[]>;
  /** Replaces them all. */
  set(anglerId: string, words: readonly string[], at: Date): Promise<void>;
}
export const MutedWordBook = Symbol.for('moderation.MutedWordBook');
