import type { NotificationKind } from '../domain/notification-kind.ts';

/** What other modules ask of notifications (they call; notifications never calls them back). */
export type { NotificationKind };

export interface NotificationCause {
  recipientId: string;
  kind: NotificationKind;
  actorId: string;
  /** What it is about: a question, a post, a group, the other angler of a conversation. */
  subjectId: string;
  /** One notification per recipient and cause key: repeating a cause adds nothing. */
  causeKey: string;
  /** When the cause happened, when it is known to differ from now (an event delivered later). */
  at?: Date;
}

/** The kinds of events the live stream carries. */
export type LiveKind = 'message' | 'group_message' | 'group_membership' | 'notification';

export interface NotificationsFacade {
  /** Inside the caller's transaction: the notification (once per cause) and its live event. */
  notify(cause: NotificationCause): Promise<void>;
  /** The same for several causes, in two statements whatever their number (a batch of delivered events). */
  notifyAll(causes: readonly NotificationCause[]): Promise<void>;
  /** Inside the caller's transaction: a live event for each reader (their next sequence number), signalled on commit. */
  deliverLive(readerIds: readonly string[], kind: LiveKind, refId: string): Promise<void>;
  /**
   * Inside the caller's transaction: marks read what the angler has now seen elsewhere (a conversation
   * opened: its message notifications), and tells their open streams, so every tab's bell clears live.
   */
  markSeen(recipientId: string, kind: NotificationKind, subjectId: string): Promise<void>;
}
export const NotificationsFacade = Symbol.for('notifications.NotificationsFacade');

/**
 * Multi-bound by the module that owns a kind of live event: reads the events' entities for one
 * reader, with that reader's permissions (an id the reader may not read is simply absent).
 */
export interface LiveEventSource {
  readonly kind: LiveKind;
  load(readerId: string, refIds: readonly string[]): Promise<Map<string, unknown>>;
}
export const LiveEventSourceToken = Symbol.for('notifications.LiveEventSource');
