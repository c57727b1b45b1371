import { sql, type Query } from '../../../../platform/db/sql.ts';
import type { PostRecord } from '../../application/ports.ts';
import type { PostProps } from '../../domain/post.ts';
import { postFromFields, type PostFields } from '../../domain/post-fields.ts';

/** The columns every post read selects (`p` is the posts table). */
export const POST_COLUMNS = sql.raw(`p.id, p.author_id, p.type, p.privacy, p.species, p.weight, p.length, p.method, p.description,
  p.title, p.tags, p.content_type, p.image_url, p.thumbnail_url, p.video_url, p.location, p.latitude, p.longitude,
  p.is_personal_best, p.likes, p.comments, p.created_at`);
/** The author's card from posts' own copy (`a` is post_authors, left-joined): null columns when missing. */
export const AUTHOR_COLUMNS = sql.raw(`a.angler_id as card_id, a.display_name as card_display_name, a.first_name as card_first_name,
  a.last_name as card_last_name, a.profile_image_url as card_profile_image_url, a.share_trip_locations as card_share_trip_locations`);
/** Whether the reader liked the post `p`. */
export const likedBy = (readerId: string): Query<boolean> =>
  sql`exists (select 1 from post_likes l where l.post_id = p.id and l.angler_id = ${readerId}::uuid)`;

export interface PostRow {
  id: string;
  author_id: string;
  type: PostFields['type'];
  privacy: PostProps['privacy'];
  species: string | null;
  weight: number | null;
  length: number | null;
  method: string | null;
  description: string | null;
  title: string | null;
  tags: string[];
  content_type: PostFields['contentType'];
  image_url: string | null;
  thumbnail_url: string | null;
  video_url: string | null;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  is_personal_best: boolean;
  likes: number;
  comments: number;
  created_at: Date;
  liked?: boolean;
  card_id?: string | null;
  card_display_name?: string | null;
  card_first_name?: string | null;
  card_last_name?: string | null;
  card_profile_image_url?: string | null;
  card_share_trip_locations?: boolean | null;
}

export const toProps = (r: PostRow): PostProps => postFromFields({
  id: r.id,
  authorId: r.author_id,
  type: r.type,
  privacy: r.privacy,
  species: r.species,
  weight: r.weight,
  length: r.length,
  method: r.method,
  description: r.description,
  title: r.title,
  tags: r.tags,
  contentType: r.content_type,
  imageUrl: r.image_url,
  thumbnailUrl: r.thumbnail_url,
  videoUrl: r.video_url,
  location: r.location,
  latitude: r.latitude,
  longitude: r.longitude,
  isPersonalBest: r.is_personal_best,
  createdAt: new Date(r.created_at),
});

export const toRecord = (r: PostRow): PostRecord => {
  const record: PostRecord = { ...toProps(r), likes: r.likes, comments: r.comments, liked: r.liked ?? false };
  if ('card_id' in r) {
    record.author = !r.card_id ? null : {
      id: r.card_id,
      displayName: r.card_display_name ?? null,
      firstName: r.card_first_name ?? null,
      lastName: r.card_last_name ?? null,
      profileImageUrl: r.card_profile_image_url ?? null,
      shareTripLocations: r.card_share_trip_locations ?? true,
    };
  }
  return record;
};
