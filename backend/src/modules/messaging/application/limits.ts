import type { LimitPolicy } from '../../../platform/limits/limits.ts';

/** Messaging's abuse limits (Discourse: 20 private conversations a day; a flood guard on messages). */
export const MESSAGING_LIMITS = {
  conversation: {
    name: 'messaging.conversation',
    counts: 'new conversations',
    regular: { points: 20, per: 'day' },
    firstDay: { points: 5, per: 'day' },
  },
  message: {
    name: 'messaging.message',
    counts: 'messages',
    regular: { points: 30, per: 'minute' },
    firstDay: { points: 15, per: 'minute' },
  },
} as const satisfies Record<string, LimitPolicy>;
