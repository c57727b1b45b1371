import { eventType, type EventOf } from '../../../shared/kernel/event-of.ts';

/**
 * What happens between two mates that others may react to, published in the transaction of its cause
 * (durable, delivered at least once after it commits). Notifications puts a message on both anglers'
 * live streams and tells the recipient; a conversation read clears its message notifications.
 */
export type MessageSent = EventOf<'messaging.MessageSent', { messageId: string; senderId: string; recipientId: string }>;
export const MessageSent = eventType<MessageSent>('messaging.MessageSent');

/** The reader opened a conversation and had unread messages from the other angler in it. */
export type ConversationRead = EventOf<'messaging.ConversationRead', { readerId: string; otherId: string }>;
export const ConversationRead = eventType<ConversationRead>('messaging.ConversationRead');
