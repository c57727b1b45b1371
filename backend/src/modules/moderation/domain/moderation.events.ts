import { eventType, type EventOf } from '../../../shared/kernel/event-of.ts';
import type { ReportableKind } from './reportable-kind.ts';
import type { ActionKind } from './action.ts';

/**
 * An operator acted on a reported item, published in the action's transaction. It names everyone
 * concerned as they were then — the item's author (`anglerId`, told with a statement of reasons when the
 * action restricts them) and the anglers whose open reports it closed (each told the outcome) — so a
 * reaction never reads moderation's tables.
 */
export type ModerationActionTaken = EventOf<
  'moderation.ModerationActionTaken',
  {
    actionId: string;
    kind: ReportableKind;
    itemId: string;
    action: ActionKind;
    ruleId: string;
    anglerId: string | null;
    reporterIds: readonly string[];
    suspendedUntil: string | null;
  }
>;
export const ModerationActionTaken = eventType<ModerationActionTaken>('moderation.ModerationActionTaken');

/**
 * An appeal was decided by an operator other than the one who acted: the appellant is told. A reversed
 * suspension or ban (`action`) puts the angler back in good standing.
 */
export type AppealDecided = EventOf<
  'moderation.AppealDecided',
  { appealId: string; actionId: string; action: ActionKind; anglerId: string; decision: 'uphold' | 'reverse' }
>;
export const AppealDecided = eventType<AppealDecided>('moderation.AppealDecided');
