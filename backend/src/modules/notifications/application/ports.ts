import type { LiveKind, NotificationCause, NotificationKind } from '../domain/notification.ts';
import type { NotificationTopic, SwitchedOff } from '../domain/notification-preferences.ts';

export interface NotificationRecord {
  id: string;
  recipientId: string;
  kind: NotificationKind;
  actorId: string | null;
  subjectId: string | null;
  createdAt: Date;
  readAt: Date | null;
}

export interface NotificationRepository {
  /**
   * In the caller's transaction, in one statement: the notifications whose cause was not notified yet
   * (a repeated cause key, here or before, adds nothing), as their ids and recipients.
   */
  /** One of them: its id, or null when this cause was already notified. */
  add(id: string, cause: NotificationCause, at: Date): Promise<string | null>;
  addAll(
    notifications: ReadonlyArray<{ id: string; cause: NotificationCause; at: Date }>,
  ): Promise<Array<{ id: string; recipientId: string }>>;
  /**
   * In the caller's transaction, in one statement: each notification whose cause was not notified yet
   * and whose topic (null: always told) its recipient has not switched off, with its live entry (in
   * the order given); the ones written, in that order.
   */
  tellAll(
    notifications: ReadonlyArray<{ id: string; cause: NotificationCause; at: Date; topic: NotificationTopic | null }>,
    liveAt: Date,
  ): Promise<Array<{ id: string; recipientId: string }>>;
  page(recipientId: string, after: { createdAt: Date; id: string } | null, limit: number): Promise<NotificationRecord[]>;
  byIds(recipientId: string, ids: readonly string[]): Promise<NotificationRecord[]>;
  unreadCount(recipientId: string): Promise<number>;
  /** In the caller's transaction: whether the notification is the recipient's; it is read now. */
  markRead(recipientId: string, id: string, at: Date): Promise<boolean>;
  /** In the caller's transaction: the newest notification this read, or null when all were read already. */
  markAllRead(recipientId: string, at: Date): Promise<string | null>;
  /** In the caller's transaction: the newest notification of the kind and subject this read, or null. */
  markSeen(recipientId: string, kind: NotificationKind, subjectId: string, at: Date): Promise<string | null>;
}
export const NotificationRepository = Symbol.for('notifications.NotificationRepository');

export interface LiveEntry {
  seq: number;
  kind: LiveKind;
  refId: string;
}

/** The per-angler live log: numbers taken in the cause's transaction, read by the streams. */
export interface LiveLog {
  /** In the caller's transaction: the next sequence number of each reader, and the entries. */
  append(readerIds: readonly string[], kind: LiveKind, refId: string): Promise<void>;
  /** Entries another statement of the caller's transaction appended (NotificationRepository.tellAll): their readers are woken once it commits. */
  appended(readerIds: readonly string[]): void;
  /** The same for entries each with a reference of its own (a reader may have several: numbered in the order given). */
  appendEach(entries: ReadonlyArray<{ readerId: string; refId: string }>, kind: LiveKind): Promise<void>;
  after(readerId: string, seq: number, limit: number): Promise<LiveEntry[]>;
  latest(readerId: string): Promise<number>;
  /** Each reader's latest number (one read for every stream of a process: the heartbeat's catch-up). */
  latestOf(readerIds: readonly string[]): Promise<Map<string, number>>;
  /** The oldest number still kept for the reader, or null when nothing is kept. */
  oldest(readerId: string): Promise<number | null>;
}
export const LiveLog = Symbol.for('notifications.LiveLog');

/** The signal channel the live log wakes streams on: payloads are comma-separated angler ids. */
export const LIVE_CHANNEL = 'live_events';

/** The topics each angler switched off (see domain/notification-preferences.ts). */
export interface NotificationPreferenceBook {
  /** One read for every recipient of a batch: only anglers who switched something off are in the map. */
  switchedOffOf(anglerIds: readonly string[]): Promise<Map<string, SwitchedOff>>;
  set(anglerId: string, switchedOff: readonly NotificationTopic[], at: Date): Promise<void>;
}
export const NotificationPreferenceBook = Symbol.for('notifications.NotificationPreferenceBook');
