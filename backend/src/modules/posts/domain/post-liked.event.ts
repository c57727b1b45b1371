/**
 * Published in the like's own transaction, only by the call that really added the like (a double
 * tap or a like given again after being taken back by the same call path is still one row, one
 * event). Notifications reacts: the author hears of a like on their catch.
 */
export interface PostLiked {
  readonly type: typeof PostLiked.type;
  readonly postId: string;
  readonly authorId: string;
  readonly likerId: string;
  readonly kind: 'catch' | 'content';
  /** ISO 8601: events travel as JSON. */
  readonly at: string;
}
export const PostLiked = {
  type: 'posts.PostLiked' as const,
  of: (p: { postId: string; authorId: string; likerId: string; kind: 'catch' | 'content' }, at = new Date()): PostLiked => ({
    type: PostLiked.type,
    ...p,
    at: at.toISOString(),
  }),
};
