import { hiddenMarkOf, type Post as PostResponse, type PostPage, type SpeciesSlug } from '@tightlines/contracts';
import type { AuthoredPage } from '../../application/authored-posts.ts';
import { fieldsOf } from '../../domain/post-fields.ts';
import { timeKeyCursor } from '../../../../platform/http/keyset-cursor.ts';

type AuthoredPost = AuthoredPage['posts'][number];

/**
 * A post card as the contract has it (spec §3) for this viewer: the author's name falls back to first
 * plus last name; a hidden post is marked for its author (others never receive one). Its place is as
 * the location shield left it for this viewer (AuthoredPosts); the author alone reads their choices.
 */
export function toPostResponse(post: AuthoredPost, viewerId: string): PostResponse {
  const card = post.author;
  const name = card?.displayName ?? ([card?.firstName, card?.lastName].filter(Boolean).join(' ') || null);
  const f = fieldsOf(post);
  const own = post.authorId === viewerId && f.type === 'catch';
  const response: PostResponse = {
    id: f.id,
    type: f.type,
    description: f.description,
    imageUrl: f.imageUrl,
    thumbnailUrl: f.thumbnailUrl,
    videoUrl: f.videoUrl,
    title: f.title,
    tags: f.tags,
    contentType: f.contentType,
    location: f.location,
    latitude: f.latitude,
    longitude: f.longitude,
    locationPrecision: post.locationPrecision,
    placeName: f.placeName,
    publicPrecision: own ? f.publicPrecision : null,
    matesPrecision: own ? f.matesPrecision : null,
    privacy: f.privacy,
    species: f.species as SpeciesSlug | null,
    weight: f.weight,
    length: f.length,
    method: f.method,
    isPersonalBest: f.isPersonalBest,
    likes: post.likes,
    comments: post.comments,
    liked: post.liked,
    createdAt: post.createdAt.toISOString(),
    userId: post.authorId,
    userDisplayName: name,
    userProfileImage: card?.profileImageUrl ?? null,
    hidden: post.authorId === viewerId ? hiddenMarkOf(post.hidden) : null,
  };
  // Last, as the contract lists it; set only on a catch with conditions (no object spread a post).
  if (post.conditions) response.conditions = post.conditions;
  return response;
}

export const toPostPage = (page: AuthoredPage, viewerId: string): PostPage => ({
  items: page.posts.map((post) => toPostResponse(post, viewerId)),
  nextCursor: timeKeyCursor.encode(page.next),
});
