import type { PostProps } from './post.ts';
import type { Hidden } from './hidden.ts';
import { NEW_ANGLER_PRECISIONS, type LocationPrecision } from './location-shield.ts';

/**
 * A post as one flat record — how it is stored (one posts table) and shown (spec §3's Post has every
 * field, null where a kind has none). The one place the union is flattened; the one place it is
 * rebuilt is `postFromFields`.
 */
export interface PostFields {
  id: string;
  authorId: string;
  createdAt: Date;
  type: 'catch' | 'content';
  contentType: 'photo' | 'video' | 'text' | null;
  privacy: PostProps['privacy'];
  description: string | null;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  videoUrl: string | null;
  title: string | null;
  tags: string[];
  species: string | null;
  weight: number | null;
  length: number | null;
  method: string | null;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Content has no place: its columns hold the new-angler defaults, never read. */
  publicPrecision: LocationPrecision;
  matesPrecision: LocationPrecision;
  placeName: string | null;
  isPersonalBest: boolean;
  hidden: Hidden | null;
}

export function fieldsOf(post: PostProps): PostFields {
  const common = {
    id: post.id,
    authorId: post.authorId,
    createdAt: post.createdAt,
    privacy: post.privacy,
    description: post.description,
    imageUrl: post.imageUrl,
    thumbnailUrl: post.thumbnailUrl,
    hidden: post.hidden,
  };
  if (post.kind === 'catch') {
    return {
      ...common,
      type: 'catch',
      contentType: null,
      videoUrl: null,
      title: null,
      tags: [],
      species: post.species,
      weight: post.weight,
      length: post.length,
      method: post.method,
      location: post.location,
      latitude: post.coordinates?.latitude ?? null,
      longitude: post.coordinates?.longitude ?? null,
      publicPrecision: post.publicPrecision,
      matesPrecision: post.matesPrecision,
      placeName: post.placeName,
      isPersonalBest: post.isPersonalBest,
    };
  }
  return {
    ...common,
    type: 'content',
    contentType: post.kind,
    videoUrl: post.kind === 'video' ? post.videoUrl : null,
    title: post.title,
    tags: [...post.tags],
    species: null,
    weight: null,
    length: null,
    method: null,
    location: null,
    latitude: null,
    longitude: null,
    ...NEW_ANGLER_PRECISIONS,
    placeName: null,
    isPersonalBest: false,
  };
}

/** A stored row back into its kind (the database's checks and the sharing rules made it whole). */
export function postFromFields(f: PostFields): PostProps {
  const common = {
    id: f.id,
    authorId: f.authorId,
    createdAt: f.createdAt,
    description: f.description,
    thumbnailUrl: f.thumbnailUrl,
    hidden: f.hidden,
  };
  if (f.type === 'catch') {
    return {
      ...common,
      kind: 'catch',
      privacy: f.privacy,
      imageUrl: f.imageUrl,
      species: f.species as Extract<PostProps, { kind: 'catch' }>['species'],
      weight: f.weight,
      length: f.length,
      method: f.method,
      location: f.location,
      coordinates: f.latitude != null && f.longitude != null ? { latitude: f.latitude, longitude: f.longitude } : null,
      publicPrecision: f.publicPrecision,
      matesPrecision: f.matesPrecision,
      placeName: f.placeName,
      isPersonalBest: f.isPersonalBest,
    };
  }
  const content = {
    ...common,
    privacy: f.privacy === 'private' ? ('private' as const) : ('public' as const),
    title: f.title ?? '',
    tags: f.tags,
  };
  switch (f.contentType) {
    case 'photo':
      return { ...content, kind: 'photo', imageUrl: f.imageUrl ?? '' };
    case 'video':
      return { ...content, kind: 'video', videoUrl: f.videoUrl ?? '', imageUrl: f.imageUrl };
    default:
      return { ...content, kind: 'text', imageUrl: f.imageUrl };
  }
}
