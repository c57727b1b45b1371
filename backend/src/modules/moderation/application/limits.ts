import type { LimitPolicy } from '../../../platform/limits/limits.ts';

/** Moderation's abuse limit: enough reports for a bad day in a busy forum, not enough to flood the queue. */
export const MODERATION_LIMITS = {
  report: { name: 'moderation.report', counts: 'reports', regular: { points: 30, per: 'hour' }, firstDay: { points: 10, per: 'hour' } },
} as const satisfies Record<string, LimitPolicy>;
