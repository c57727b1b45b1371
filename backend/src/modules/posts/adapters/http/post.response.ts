import type { Post as PostResponse, PostPage, SpeciesSlug } from '@tightlines/contracts';
import type { AuthoredPage } from '../../application/authored-posts.ts';
import { encodeCursor } from './page-cursor.ts';

type AuthoredPost = AuthoredPage['posts'][number];

/** A post card as the contract has it (spec §3): the author's name falls back to first plus last name. */
export function toPostResponse(post: AuthoredPost): PostResponse {
  const card = post.author;
  const name = card?.displayName ?? ([card?.firstName, card?.lastName].filter(Boolean).join(' ') || null);
  return {
    id: post.id,
    type: post.type,
    description: post.description,
    imageUrl: post.imageUrl,
    thumbnailUrl: post.thumbnailUrl,
    videoUrl: post.videoUrl,
    title: post.title,
    tags: post.tags,
    contentType: post.contentType,
    location: post.location,
    latitude: post.latitude,
    longitude: post.longitude,
    privacy: post.privacy,
    species: post.species as SpeciesSlug | null,
    weight: post.weight,
    length: post.length,
    method: post.method,
    isPersonalBest: post.isPersonalBest,
    likes: post.likes,
    comments: post.comments,
    liked: post.liked,
    createdAt: post.createdAt.toISOString(),
    userId: post.authorId,
    userDisplayName: name,
    userProfileImage: card?.profileImageUrl ?? null,
  };
}

export const toPostPage = (page: AuthoredPage): PostPage => ({
  items: page.posts.map(toPostResponse),
  nextCursor: encodeCursor(page.next),
});
