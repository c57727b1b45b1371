import type { ReportableKind } from './reportable-kind.ts';
import { isRemovable } from './reportable-kind.ts';

/** What an operator can do about a reported item or its author. */
export const ACTION_KINDS = ['dismiss', 'hide', 'unhide', 'warn', 'suspend', 'ban', 'remove'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/** The actions that restrict the item's author: each gives them a statement of reasons they may appeal once. */
export const RESTRICTING_ACTIONS = ['hide', 'warn', 'suspend', 'ban', 'remove'] as const satisfies readonly ActionKind[];
export type RestrictingAction = (typeof RESTRICTING_ACTIONS)[number];
export const restrictsTheAuthor = (action: ActionKind): action is RestrictingAction =>
  (RESTRICTING_ACTIONS as readonly string[]).includes(action);

const DAY_MS = 86_400_000;

/** When a suspension of `days` days from `now` ends. */
export const suspensionEnds = (now: Date, days: number): Date => new Date(now.getTime() + days * DAY_MS);

/** What the action does to the item itself (beyond closing its open reports). */
export type ItemEffect = 'show' | 'hide' | 'remove' | 'none';

/**
 * The item's fate under an action. Dismissing an item that reports hid automatically shows it again
 * (an operator looked and found nothing wrong); dismissing anything else leaves it as it is.
 */
export function itemEffectOf(action: ActionKind, hiddenAutomatically: boolean): ItemEffect {
  switch (action) {
    case 'hide':
      return 'hide';
    case 'unhide':
      return 'show';
    case 'remove':
      return 'remove';
    case 'dismiss':
      return hiddenAutomatically ? 'show' : 'none';
    default:
      return 'none';
  }
}

/** What reversing an action on appeal undoes. A removal is for good: it cannot be reversed. */
export type Reversal = 'show' | 'restore_standing' | 'nothing' | 'irreversible';
export function reversalOf(action: ActionKind): Reversal {
  switch (action) {
    case 'hide':
      return 'show';
    case 'suspend':
    case 'ban':
      return 'restore_standing';
    case 'remove':
      return 'irreversible';
    default:
      return 'nothing';
  }
}

export const canBeRemoved = (kind: ReportableKind): boolean => isRemovable(kind);
