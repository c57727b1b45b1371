import type { Conversation, Mate, Message } from '@tightlines/contracts';
import type { AnglerCard } from '../../../identity/index.ts';
import type { MessageRecord } from '../../application/ports.ts';
import type { ConversationSeen } from '../../application/read-conversations.ts';

export const nameOf = (card: AnglerCard | undefined): string | null =>
  card ? card.displayName?.trim() || [card.firstName, card.lastName].filter(Boolean).join(' ').trim() || null : null;

export const toMessageResponse = (m: MessageRecord): Message => ({
  id: m.id,
  senderId: m.senderId,
  recipientId: m.recipientId,
  content: m.content,
  createdAt: m.createdAt.toISOString(),
  isRead: m.readAt !== null,
});

export const toConversationResponse = (c: ConversationSeen): Conversation => ({
  otherUserId: c.otherId,
  otherUser: nameOf(c.other),
  otherUserImage: c.other?.profileImageUrl ?? null,
  lastMessage: toMessageResponse(c.lastMessage),
  unreadCount: c.unreadCount,
});

export const toMateResponse = (card: AnglerCard): Mate => ({ id: card.id, displayName: nameOf(card), profileImageUrl: card.profileImageUrl });
