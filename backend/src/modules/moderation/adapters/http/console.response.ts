import type { z } from 'zod';
import {
  COMMUNITY_GUIDELINES,
  MODERATION_MESSAGES,
  type ActionView,
  type AppealEntry,
  type AuditEntry,
  type QueueEntry,
  type Statement,
} from '@tightlines/contracts';
import type { OperatorItem } from '@tightlines/contracts';
import type { AnglerCard } from '../../../identity/index.ts';
import type { ActionRecord, AppealRecord, AuditRecord } from '../../application/ports.ts';
import type { ReportedItem } from '../../application/moderated-content.ts';
import type { QueueEntryView } from '../../application/read-queue.ts';
import type { AppealView } from '../../application/read-appeals.ts';
import { restrictsTheAuthor } from '../../domain/action.ts';
import { statementWhat } from '../../domain/statement-text.ts';
import type { GuidelineId } from '../../domain/guidelines.ts';

export type Cards = ReadonlyMap<string, AnglerCard>;

const nameOf = (card: AnglerCard | undefined): string | null =>
  card ? card.displayName?.trim() || [card.firstName, card.lastName].filter(Boolean).join(' ').trim() || null : null;
/** An angler as the console names them. */
export const angler = (id: string, cards: Cards) => ({ id, displayName: nameOf(cards.get(id)) });
const anglerOrNull = (id: string | null, cards: Cards) => (id ? angler(id, cards) : null);

/** Every angler id a view names, to fetch their cards in one lookup. */
export const idsIn = {
  item: (item: ReportedItem | null): string[] =>
    item ? [item.authorId, ...item.context.map((l) => l.authorId)].filter((id): id is string => id !== null) : [],
  action: (a: ActionRecord): string[] => [a.operatorId, a.anglerId].filter((id): id is string => id !== null),
};

export function toOperatorItem(item: ReportedItem | null, cards: Cards): z.infer<typeof OperatorItem> | null {
  if (!item) return null;
  return {
    author: anglerOrNull(item.authorId, cards),
    title: item.title,
    excerpt: item.excerpt,
    link: item.link,
    createdAt: item.createdAt.toISOString(),
    context: item.context.map((l) => ({
      authorId: l.authorId,
      authorName: l.authorId ? nameOf(cards.get(l.authorId)) : null,
      excerpt: l.excerpt,
      at: l.at.toISOString(),
      isReported: l.isReported,
    })),
  };
}

export function toQueueEntry(e: QueueEntryView, cards: Cards): QueueEntry {
  const hidden = e.case.hidden;
  return {
    kind: e.case.kind,
    itemId: e.case.itemId,
    openReports: e.case.openReports,
    reasons: e.reasons,
    lastReportedAt: e.case.lastReportedAt.toISOString(),
    hidden: hidden ? { automatic: hidden.automatic, ruleId: hidden.ruleId as GuidelineId | null, at: hidden.at.toISOString() } : null,
    reportedByMe: e.reportedByMe,
    item: toOperatorItem(e.item, cards),
  };
}

export function toActionView(a: ActionRecord, cards: Cards): ActionView {
  return {
    id: a.id,
    kind: a.kind,
    itemId: a.itemId,
    action: a.action,
    ruleId: a.ruleId as GuidelineId,
    note: a.note,
    anglerId: a.anglerId,
    operator: anglerOrNull(a.operatorId, cards),
    suspendedUntil: a.suspendedUntil?.toISOString() ?? null,
    at: a.createdAt.toISOString(),
    reversed: a.reversedAt !== null,
  };
}

export function toAppealEntry(v: AppealView, cards: Cards): AppealEntry {
  return {
    id: v.appeal.id,
    action: toActionView(v.action, cards),
    appellant: angler(v.appeal.appellantId, cards),
    text: v.appeal.text,
    createdAt: v.appeal.createdAt.toISOString(),
    decidableByMe: v.decidableByMe,
    item: toOperatorItem(v.item, cards),
  };
}

export function toAuditEntry(r: AuditRecord, cards: Cards): AuditEntry {
  return {
    id: r.id,
    event: r.event,
    operator: anglerOrNull(r.operatorId, cards),
    subject: anglerOrNull(r.subjectId, cards),
    kind: r.kind,
    itemId: r.itemId,
    action: r.action,
    ruleId: r.ruleId,
    note: r.note,
    at: r.at.toISOString(),
  };
}

/** A statement of reasons: what was done, which rule, by whom (the role only) and how to appeal. */
export function toStatement(action: ActionRecord, appeal: AppealRecord | null): Statement {
  if (!restrictsTheAuthor(action.action)) throw new Error(`${action.action} gives no statement`);
  const rule = COMMUNITY_GUIDELINES.find((g) => g.id === action.ruleId)!;
  return {
    id: action.id,
    kind: action.kind,
    itemId: action.itemId,
    action: action.action,
    what: statementWhat(action.action, action.kind, action.suspendedUntil),
    rule: { id: rule.id, title: rule.title, text: rule.text },
    note: action.note,
    by: MODERATION_MESSAGES.moderatorRole,
    suspendedUntil: action.suspendedUntil?.toISOString() ?? null,
    at: action.createdAt.toISOString(),
    howToAppeal: MODERATION_MESSAGES.howToAppeal,
    appeal: appeal ? { id: appeal.id, status: appeal.status, createdAt: appeal.createdAt.toISOString() } : null,
    reversed: action.reversedAt !== null,
  };
}
