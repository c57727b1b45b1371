import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@tightlines/kit';
import { PAGE_SIZE, postsRoutes, type PostPage } from '@tightlines/contracts';
import { keys, refreshAfterPostChange } from './keys.ts';

const pages = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: PostPage) => last.nextCursor ?? undefined,
};

/** Following: a page at a time, newest first. */
export function useFollowingFeed() {
  return useInfiniteQuery({
    queryKey: keys.followingFeed(),
    queryFn: ({ pageParam, signal }) => api.call(postsRoutes.followingFeed, { query: { cursor: pageParam, limit: PAGE_SIZE.default }, signal }),
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
        query: { cursor: pageParam, limit: PAGE_SIZE.default, location: place.location.trim() || undefined, latitude: place.latitude, longitude: place.longitude },
        signal,
      }),
    ...pages,
  });
}

/** An angler's posts for the profile grid. */
export function useAnglersPosts(userId: string | undefined) {
  return useInfiniteQuery({
    queryKey: keys.anglersPosts(userId ?? ''),
    queryFn: ({ pageParam, signal }) => api.call(postsRoutes.anglersPosts, { params: { userId: userId! }, query: { cursor: pageParam, limit: PAGE_SIZE.default }, signal }),
    enabled: !!userId,
    ...pages,
  });
}

/** Like or unlike; the answer is the server's own like state. */
export function useLikeMutation(postId: string) {
  return useMutation({
    mutationFn: (like: boolean) => api.call(like ? postsRoutes.likePost : postsRoutes.unlikePost, { params: { id: postId } }),
  });
}

export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => api.call(postsRoutes.deletePost, { params: { id: postId } }),
    onSuccess: () => refreshAfterPostChange(client),
  });
}
