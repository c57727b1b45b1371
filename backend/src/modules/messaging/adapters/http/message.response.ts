import { hiddenMarkOf, type Mate, type Message } from '@tightlines/contracts';
import type { AnglerCard } from '../../../identity/index.ts';
import type { MessageRecord, OtherCard } from '../../application/ports.ts';
import { hiddenFor } from '../../domain/visibility.ts';

export const nameOf = (card: OtherCard | undefined): string | null =>
  card ? card.displayName?.trim() || [card.firstName, card.lastName].filter(Boolean).join(' ').trim() || null : null;

/** As `readerId` reads it: its sender learns whether moderation hid it. */
export const toMessageResponse = (m: MessageRecord, readerId: string): Message => ({
  id: m.id,
  senderId: m.senderId,
  recipientId: m.recipientId,
  content: m.content,
  createdAt: m.createdAt.toISOString(),
  isRead: m.readAt !== null,
  hidden: hiddenMarkOf(hiddenFor(m, readerId)),
});

export const toMateResponse = (card: AnglerCard): Mate => ({
  id: card.id,
  displayName: nameOf(card),
  profileImageUrl: card.profileImageUrl,
});
