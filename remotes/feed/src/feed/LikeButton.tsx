import { Heart } from 'lucide-react';
import { cn, handleUnauthorized, toast } from '@tightlines/kit';
import type { Post } from '@tightlines/contracts';
import { useLikeMutation, useLikePending } from '../api/posts.ts';

/**
 * The like toggle (spec part 1 §4). What it shows is the post as cached — the one copy every
 * card of the post reads — so two cards of one post never disagree. A click changes every
 * cached copy at once, the server's answer settles them, and a failure puts them back and
 * says 'Failed to update like'.
 */
export function LikeButton({ post }: { post: Pick<Post, 'id' | 'liked' | 'likes'> }) {
  const like = useLikeMutation(post.id);
  const pending = useLikePending(post.id);
  const toggle = () =>
    like.mutate(!post.liked, {
      onError: (error) => {
        if (!handleUnauthorized(error)) toast({ title: 'Failed to update like', variant: 'destructive' });
      },
    });
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={pending}
      aria-pressed={post.liked}
      // The name holds the count shown (WCAG 2.5.3, label in name), as the forum's like does.
      aria-label={`${post.liked ? 'Unlike' : 'Like'}, ${post.likes} ${post.likes === 1 ? 'like' : 'likes'}`}
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center gap-2 rounded-xl px-3 font-semibold transition-colors hover:bg-muted',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-70',
        post.liked ? 'text-accent' : 'text-muted-foreground',
      )}
    >
      <Heart aria-hidden className={cn('size-6 transition-transform', post.liked && 'scale-110 fill-current')} />
      <span data-testid="like-count">{post.likes}</span>
    </button>
  );
}
