import { sql, type Query } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import type { PostRecord } from '../../application/ports.ts';
import type { PostProps } from '../../domain/post.ts';
import { postFromFields, type PostFields } from '../../domain/post-fields.ts';
import type { LocationPrecision } from '../../domain/location-shield.ts';

/** The columns every post read selects (`p` is the posts table). */
export const POST_COLUMNS = sql.raw(`p.id, p.author_id, p.type, p.privacy, p.species, p.weight, p.length, p.method, p.description,
  p.title, p.tags, p.content_type, p.image_url, p.thumbnail_url, p.video_url, p.location, p.latitude, p.longitude,
  p.public_precision, p.mates_precision, p.place_name, p.is_personal_best, p.likes, p.comments, p.created_at, p.hidden_at, p.hidden_rule`);
/** The author's card from posts' own copy (`a` is post_authors, left-joined): null columns when missing. */
export const AUTHOR_COLUMNS = sql.raw(`a.angler_id as card_id, a.display_name as card_display_name, a.first_name as card_first_name,
  a.last_name as card_last_name, a.profile_image_url as card_profile_image_url, a.share_trip_locations as card_share_trip_locations`);
/** Whether the reader liked the post `p`. */
export const likedBy = (readerId: string): Query<boolean> =>
  sql`exists (select 1 from post_likes l where l.post_id = p.id and l.angler_id = ${readerId}::uuid)`;

const PostColumns = rowOf({
  id: col.text(),
  authorId: col.text(),
  type: col.text<PostFields['type']>(),
  privacy: col.text<PostProps['privacy']>(),
  species: col.text().nullable(),
  weight: col.number().nullable(),
  length: col.number().nullable(),
  method: col.text().nullable(),
  description: col.text().nullable(),
  title: col.text().nullable(),
  tags: col.of<string[]>(),
  contentType: col.of<PostFields['contentType']>(),
  imageUrl: col.text().nullable(),
  thumbnailUrl: col.text().nullable(),
  videoUrl: col.text().nullable(),
  location: col.text().nullable(),
  latitude: col.number().nullable(),
  longitude: col.number().nullable(),
  publicPrecision: col.text<LocationPrecision>(),
  matesPrecision: col.text<LocationPrecision>(),
  placeName: col.text().nullable(),
  isPersonalBest: col.bool(),
  createdAt: col.time(),
  hiddenAt: col.time().nullable(),
  hiddenRule: col.text().nullable(),
});
/** `liked` only where the statement asks for the reader's like. */
const Counts = rowOf({ likes: col.number(), comments: col.number(), liked: col.bool().or(false) });
/** AUTHOR_COLUMNS: no card when the author's copy is missing. */
const Card = rowOf(
  {
    id: col.text().nullable(),
    displayName: col.text().nullable(),
    firstName: col.text().nullable(),
    lastName: col.text().nullable(),
    profileImageUrl: col.text().nullable(),
    shareTripLocations: col.bool().or(true),
  },
  { prefix: 'card_' },
);

export const toProps = (row: unknown): PostProps => {
  const { hiddenAt, hiddenRule, ...fields } = PostColumns.read(row);
  return postFromFields({ ...fields, hidden: hiddenAt ? { ruleId: hiddenRule, at: hiddenAt } : null });
};

export const toRecord = (row: unknown): PostRecord => {
  const record: PostRecord = { ...toProps(row), ...Counts.read(row) };
  if ('card_id' in (row as object)) {
    const { id, ...card } = Card.read(row);
    record.author = id ? { id, ...card } : null;
  }
  return record;
};
