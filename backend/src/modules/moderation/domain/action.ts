/** What an operator can do about a reported item or its author. */
export const ACTION_KINDS = ['dismiss', 'hide', 'unhide', 'warn', 'suspend', 'ban', 'remove'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/** The actions that restrict the item's author: each gives them a statement of reasons they may appeal. */
export const RESTRICTING_ACTIONS: readonly ActionKind[] = ['hide', 'warn', 'suspend', 'ban', 'remove'];
export const restrictsTheAuthor = (action: ActionKind): boolean => RESTRICTING_ACTIONS.includes(action);
