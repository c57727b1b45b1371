import type { HiddenState } from '../domain/visibility.ts';

export interface MessageRecord {
  id: string;
  senderId: string;
  recipientId: string;
  content: string;
  createdAt: Date;
  readAt: Date | null;
  hidden: HiddenState | null;
}

export interface InboxRecord {
  otherId: string;
  lastMessage: MessageRecord;
  unreadCount: number;
}

export interface MessageRepository {
  /** In the caller's transaction: the message, and both anglers' inbox rows. */
  add(message: MessageRecord): Promise<void>;
  /** What `reader` may read of their conversation with `other` (domain/visibility.ts), newest first, before the cursor position. */
  between(reader: string, other: string, before: { createdAt: Date; id: string } | null, limit: number): Promise<MessageRecord[]>;
  /** In the caller's transaction: what `reader` received from `other` and may read is read now; how many were unread, hidden ones too. */
  markRead(reader: string, other: string, at: Date): Promise<number>;
  inbox(anglerId: string, limit: number): Promise<InboxRecord[]>;
  hasConversation(a: string, b: string): Promise<boolean>;
  /** Only messages `readerId` may read (domain/visibility.ts). */
  readableBy(readerId: string, ids: readonly string[]): Promise<MessageRecord[]>;
  byId(id: string): Promise<MessageRecord | null>;
  /** Hidden or not, in one statement (absent ones left out): what the operators' queue lists. */
  byIds(ids: readonly string[]): Promise<MessageRecord[]>;
  /** Up to `each` messages of its conversation before it, the message, and up to `each` after — hidden or not. */
  around(message: MessageRecord, each: number): Promise<MessageRecord[]>;
  /** In the caller's transaction: hidden or shown again, its recipient's inbox row following. False: no such message. */
  setHidden(id: string, hidden: HiddenState | null): Promise<boolean>;
}
export const MessageRepository = Symbol.for('messaging.MessageRepository');
