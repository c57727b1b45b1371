import type { LimitPolicy } from '../../../platform/limits/limits.ts';

/** The forum's abuse limits (Discourse's defaults as the start: 3 topics and 10 replies on day one). */
export const FORUM_LIMITS = {
  question: { name: 'forum.question', counts: 'questions', regular: { points: 20, per: 'day' }, firstDay: { points: 3, per: 'day' } },
  answer: { name: 'forum.answer', counts: 'answers', regular: { points: 100, per: 'day' }, firstDay: { points: 10, per: 'day' } },
  like: { name: 'forum.like', counts: 'likes', regular: { points: 50, per: 'day' }, firstDay: { points: 20, per: 'day' } },
} as const satisfies Record<string, LimitPolicy>;
