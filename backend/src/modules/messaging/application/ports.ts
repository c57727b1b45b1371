import type { HiddenState } from '../domain/visibility.ts';
import type { AnglerCard } from '../../identity/index.ts';

/** What messaging shows of the other angler of a conversation: the name and picture parts of identity's card. */
export type OtherCard = Pick<AnglerCard, 'displayName' | 'firstName' | 'lastName' | 'profileImageUrl'>;

export interface MessageRecord {
  id: string;
  senderId: string;
  recipientId: string;
  content: string;
  createdAt: Date;
  readAt: Date | null;
  hidden: HiddenState | null;
}

/** The newest conversations of an inbox as the API's JSON array of Conversation, written by the store. */
export interface SerializedInbox {
  json: string;
  /** The other anglers whose card messaging's copy did not hold (the JSON names nobody for them yet). */
  uncarded: string[];
}

export interface MessageRepository {
  /** In the caller's transaction: the message, and both anglers' inbox rows. */
  add(message: MessageRecord): Promise<void>;
  /** What `reader` may read of their conversation with `other` (domain/visibility.ts), newest first, before the cursor position. */
  between(reader: string, other: string, before: { createdAt: Date; id: string } | null, limit: number): Promise<MessageRecord[]>;
  /** In the caller's transaction: what `reader` received from `other` and may read is read now; how many were unread, hidden ones too. */
  markRead(reader: string, other: string, at: Date): Promise<number>;
  /** The newest conversations, each with its last message and the other angler's card from the copy, as one JSON array, in one statement. */
  inbox(anglerId: string, limit: number): Promise<SerializedInbox>;
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

/** dm_anglers: messaging's copy of anglers' cards, as others see them (platform/db/card-copy.ts). */
export interface AnglerCopy {
  /** Identity's event (in order per angler): the card as it now is overwrites the copy's. */
  changed(card: AnglerCard): Promise<void>;
  /** Cards read from identity (`found`) for anglers the copy did not hold (`ids`): kept, unless an event's card got there first; one identity does not know, nameless. */
  keepMissing(ids: readonly string[], found: ReadonlyMap<string, OtherCard>): Promise<void>;
  forget(anglerId: string): Promise<void>;
}
export const AnglerCopy = Symbol.for('messaging.AnglerCopy');
