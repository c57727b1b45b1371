/**
 * Who sees what moderation hid in groups — the rule, ONCE: a hidden group (its page, its place in the
 * lists, its chat) is seen by its owner only, and a hidden chat message by its sender only — each
 * marked for them, so they learn why. The SQL every read uses (adapters/persistence/visibility.sql.ts)
 * is this rule written for PostgreSQL.
 */
export interface HiddenState {
  /** The guideline an operator cited; null when reports hid it before anyone looked. */
  ruleId: string | null;
  at: Date;
}

export const isGroupSeenBy = (group: { ownerId: string; hidden: HiddenState | null }, viewerId: string): boolean =>
  group.hidden === null || group.ownerId === viewerId;

export const isMessageSeenBy = (message: { senderId: string; hidden: HiddenState | null }, viewerId: string): boolean =>
  message.hidden === null || message.senderId === viewerId;

/** What the viewer learns of a group's hiding: its owner, why; anyone else nothing (they never get it). */
export const groupHiddenFor = (group: { ownerId: string; hidden: HiddenState | null }, viewerId: string): HiddenState | null =>
  group.ownerId === viewerId ? group.hidden : null;

export const messageHiddenFor = (message: { senderId: string; hidden: HiddenState | null }, viewerId: string): HiddenState | null =>
  message.senderId === viewerId ? message.hidden : null;

/**
 * Whether the viewer may find a group at all: an invite-only group is, to anyone neither in it nor
 * invited, as unknown as one never created — its page, its member count, its members and its chat.
 */
export const isGroupFoundBy = (group: { privacy: string; role: string | null; invited: boolean }): boolean =>
  group.privacy !== 'invite_only' || group.role !== null || group.invited;
