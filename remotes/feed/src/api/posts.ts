import { useInfiniteQuery, useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@tightlines/kit';
import { PAGE_SIZE, postsRoutes, type PostEdit, type PostPage } from '@tightlines/contracts';
import { keys, refreshAfterPostChange } from './keys.ts';
import { cachedLikeStates, cancelReadsOfPost, changeCachedPost, likedOptimistically, restoreLikeStates } from './post-cache.ts';

const pages = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: PostPage) => last.nextCursor ?? undefined,
};

/** Following: a page at a time, newest first. */
export function useFollowingFeed() {
  return useInfiniteQuery({
    queryKey: keys.followingFeed(),
    queryFn: ({ pageParam, signal }) =>
      api.call(postsRoutes.followingFeed, { query: { cursor: pageParam, limit: PAGE_SIZE.default }, signal }),
    ...pages,
  });
}

export interface DiscoverPlace {
  location: string;
  latitude?: number;
  longitude?: number;
}

/** Discover: public catches near the place (its text, and coordinates when the browser gave them). */
export function useDiscover(place: DiscoverPlace) {
  return useInfiniteQuery({
    queryKey: keys.discover(place),
    queryFn: ({ pageParam, signal }) =>
      api.call(postsRoutes.discover, {
        query: {
          cursor: pageParam,
          limit: PAGE_SIZE.default,
          location: place.location.trim() || undefined,
          latitude: place.latitude,
          longitude: place.longitude,
        },
        signal,
      }),
    ...pages,
  });
}

/** An angler's posts for the profile grid. */
export function useAnglersPosts(userId: string | undefined) {
  return useInfiniteQuery({
    queryKey: keys.anglersPosts(userId ?? ''),
    queryFn: ({ pageParam, signal }) =>
      api.call(postsRoutes.anglersPosts, { params: { userId: userId! }, query: { cursor: pageParam, limit: PAGE_SIZE.default }, signal }),
    enabled: !!userId,
    ...pages,
  });
}

/**
 * Like or unlike, in every cached list that shows the post at once: liked flips and the count
 * moves by one straight away; a failure puts each list back as it was; the server's answer
 * (`{ liked, likes }`) is what every list settles to.
 */
export function useLikeMutation(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: keys.like(postId),
    mutationFn: (like: boolean) => api.call(like ? postsRoutes.likePost : postsRoutes.unlikePost, { params: { id: postId } }),
    onMutate: async (like) => {
      await cancelReadsOfPost(client, postId);
      const before = cachedLikeStates(client, postId);
      changeCachedPost(client, postId, likedOptimistically(like));
      return { before };
    },
    onError: (_error, _like, context) => {
      if (context) restoreLikeStates(client, postId, context.before);
    },
    onSuccess: (answer) => changeCachedPost(client, postId, (post) => ({ ...post, liked: answer.liked, likes: answer.likes })),
  });
}

/** Whether a like of this post is on its way (from any of its cards). */
export const useLikePending = (postId: string) => useIsMutating({ mutationKey: keys.like(postId) }) > 0;

export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => api.call(postsRoutes.deletePost, { params: { id: postId } }),
    onSuccess: () => refreshAfterPostChange(client),
  });
}

/** The author changes how precisely others see their catch's place: every card of it shows the answer. */
export function useEditPostPlace(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PostEdit) => api.call(postsRoutes.editPost, { params: { id: postId }, body }),
    onSuccess: (saved) => changeCachedPost(client, postId, () => saved),
  });
}
