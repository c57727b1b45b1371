import type { LimitPolicy } from '../../../platform/limits/limits.ts';

/** Groups' abuse limits: a few new groups a day, a flood guard on the chat. */
export const GROUP_LIMITS = {
  create: { name: 'groups.create', counts: 'new groups', regular: { points: 5, per: 'day' }, firstDay: { points: 1, per: 'day' } },
  message: {
    name: 'groups.message',
    counts: 'group messages',
    regular: { points: 30, per: 'minute' },
    firstDay: { points: 15, per: 'minute' },
  },
} as const satisfies Record<string, LimitPolicy>;
