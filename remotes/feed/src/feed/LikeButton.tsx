import { useEffect, useState } from 'react';
import { Heart } from 'lucide-react';
import { cn, handleUnauthorized, toast } from '@tightlines/kit';
import type { Post } from '@tightlines/contracts';
import { useLikeMutation } from '../api/posts.ts';

/**
 * The like toggle (spec part 1 §4): it starts from the server's own liked state and count,
 * changes only after the server agreed (+1 or −1, as the server counts it), and says
 * 'Failed to update like' when the call fails.
 */
export function LikeButton({ post }: { post: Pick<Post, 'id' | 'liked' | 'likes'> }) {
  const [state, setState] = useState({ liked: post.liked, likes: post.likes });
  useEffect(() => setState({ liked: post.liked, likes: post.likes }), [post.liked, post.likes]);
  const like = useLikeMutation(post.id);
  const toggle = () =>
    like.mutate(!state.liked, {
      onSuccess: (answer) => setState(answer),
      onError: (error) => {
        if (!handleUnauthorized(error)) toast({ title: 'Failed to update like', variant: 'destructive' });
      },
    });
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={like.isPending}
      aria-pressed={state.liked}
      aria-label={state.liked ? 'Unlike' : 'Like'}
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center gap-2 rounded-xl px-3 font-semibold transition-colors hover:bg-muted',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-70',
        state.liked ? 'text-accent' : 'text-muted-foreground',
      )}
    >
      <Heart aria-hidden className={cn('size-6 transition-transform', state.liked && 'scale-110 fill-current')} />
      <span data-testid="like-count">{state.likes}</span>
    </button>
  );
}
