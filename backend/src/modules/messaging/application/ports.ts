export interface MessageRecord {
  id: string;
  senderId: string;
  recipientId: string;
  content: string;
  createdAt: Date;
  readAt: Date | null;
}

export interface InboxRow {
  otherId: string;
  lastMessage: MessageRecord;
  unreadCount: number;
}

export interface MessageRepository {
  /** In the caller's transaction: the message, and both anglers' inbox rows. */
  add(message: MessageRecord): Promise<void>;
  /** Newest first, before the cursor position. */
  between(a: string, b: string, before: { createdAt: Date; id: string } | null, limit: number): Promise<MessageRecord[]>;
  /** In the caller's transaction: what `reader` received from `other` is read now; how many were. */
  markRead(reader: string, other: string, at: Date): Promise<number>;
  inbox(anglerId: string, limit: number): Promise<InboxRow[]>;
  hasConversation(a: string, b: string): Promise<boolean>;
  /** Only messages `readerId` sent or received. */
  readableBy(readerId: string, ids: readonly string[]): Promise<MessageRecord[]>;
}
export const MessageRepository = Symbol.for('messaging.MessageRepository');
