/**
 * messaging — direct messages between mates: conversations with their last message and unread
 * count, a conversation's messages newest page first, sending (to a mate only, checked in the
 * send's transaction), reading marks read, and the blocks anglers ask for (kept by identity).
 * Only the two participants ever read a conversation. Nobody calls messaging: its door holds only the
 * events others react to (notifications feeds both anglers' live streams and the recipient's bell).
 */
export { ConversationRead, MessageSent } from './domain/message.events.ts';
