import { z } from './z.ts';
import { route } from './route.ts';
import { ErrorBody } from './errors.ts';
import { UserId } from './identity.ts';
import { HiddenMark } from './moderation.ts';
import { Cursor, PAGE_SIZE } from './pagination.ts';

/**
 * Direct messages (spec part 2 §2 Messages, §3, §5, §7): conversations with the other angler, their
 * messages newest page first, sending to a mate only, and blocks.
 */
export const MESSAGE_LIMITS = { contentChars: 2000, conversations: 100 } as const;
export const MESSAGING_MESSAGES = {
  blank: 'Type a message to send',
  tooLong: `Messages are at most ${MESSAGE_LIMITS.contentChars} characters`,
  matesOnly: 'You can only message your mates (anglers who follow you back)',
} as const;

export const MessageId = z.string().min(1).max(64);

export const Mate = z.object({
  id: UserId,
  displayName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type Mate = z.infer<typeof Mate>;

export const Message = z
  .object({
    id: MessageId,
    senderId: UserId,
    recipientId: UserId,
    content: z.string(),
    createdAt: z.iso.datetime(),
    isRead: z.boolean(),
    /** Set for its sender only when moderation hid it (its recipient no longer receives it). */
    hidden: HiddenMark.nullable(),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof Message>;

export const Conversation = z.object({
  otherUserId: UserId,
  otherUser: z.string().nullable(),
  otherUserImage: z.string().nullable(),
  lastMessage: Message,
  unreadCount: z.number().int().min(0),
});
export type Conversation = z.infer<typeof Conversation>;

export const MessagePage = z.object({ items: z.array(Message), nextCursor: Cursor.nullable() });
export type MessagePage = z.infer<typeof MessagePage>;

export const SendMessage = z.object({
  recipientId: UserId,
  content: z
    .string(MESSAGING_MESSAGES.blank)
    .trim()
    .min(1, MESSAGING_MESSAGES.blank)
    .max(MESSAGE_LIMITS.contentChars, MESSAGING_MESSAGES.tooLong),
});
export type SendMessage = z.infer<typeof SendMessage>;

export const MessagesQuery = z.object({
  cursor: Cursor.optional(),
  limit: z.coerce.number().int().min(PAGE_SIZE.min).max(PAGE_SIZE.max).default(30),
});

const signedIn = { 401: ErrorBody } as const;
const OtherAngler = z.object({ otherUserId: UserId });

export const messagingRoutes = {
  conversations: route({
    method: 'GET',
    path: '/api/conversations',
    summary: 'My conversations, the latest first, each with its last message and my unread count',
    responses: { 200: z.array(Conversation), ...signedIn },
  }),
  conversation: route({
    method: 'GET',
    path: '/api/conversations/:otherUserId',
    summary: 'The messages between me and the other angler, newest page first (reading marks them read)',
    params: OtherAngler,
    query: MessagesQuery,
    responses: { 200: MessagePage, 400: ErrorBody, ...signedIn },
  }),
  mates: route({
    method: 'GET',
    path: '/api/mates',
    summary: 'My mates (anglers I follow who follow me back): whom I can message',
    responses: { 200: z.array(Mate), ...signedIn },
  }),
  send: route({
    method: 'POST',
    path: '/api/messages',
    summary: 'Send a message to a mate',
    body: SendMessage,
    responses: { 201: Message, 400: ErrorBody, ...signedIn, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody },
  }),
  blocked: route({
    method: 'GET',
    path: '/api/blocks',
    summary: 'The anglers I blocked',
    responses: { 200: z.array(Mate), ...signedIn },
  }),
  block: route({
    method: 'POST',
    path: '/api/blocks/:userId',
    summary: 'Block an angler: no messages, no follows either way, hidden from each other in search',
    params: z.object({ userId: UserId }),
    responses: { 204: null, ...signedIn, 404: ErrorBody, 422: ErrorBody },
  }),
  unblock: route({
    method: 'DELETE',
    path: '/api/blocks/:userId',
    summary: 'Lift a block (follows do not come back by themselves)',
    params: z.object({ userId: UserId }),
    responses: { 204: null, ...signedIn, 404: ErrorBody },
  }),
} as const;
