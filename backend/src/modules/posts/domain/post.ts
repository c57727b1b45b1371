import { isSpeciesSlug } from '@tightlines/reference';
import { isPersonalBest, type CatchSize } from './personal-best.ts';
import { canSeePost, type PostPrivacy, type Relationship } from './visibility.ts';
import {
  CatchNeedsSpecies,
  ContentIsNotForMates,
  ContentNeedsTitle,
  NotTheAuthor,
  PhotoRequired,
  SizeOutOfRange,
  VideoRequired,
} from './post.errors.ts';

export type PostType = 'catch' | 'content';
export type ContentType = 'photo' | 'video' | 'text';

export interface PostProps {
  id: string;
  authorId: string;
  type: PostType;
  createdAt: Date;
  privacy: PostPrivacy;
  description: string | null;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  videoUrl: string | null;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  // a catch
  species: string | null;
  weight: number | null;
  length: number | null;
  method: string | null;
  isPersonalBest: boolean;
  // content
  title: string | null;
  contentType: ContentType | null;
  tags: string[];
}

interface Shared {
  id: string;
  authorId: string;
  createdAt: Date;
  description?: string | null;
  imageUrl?: string | null;
  thumbnailUrl?: string | null;
}

export interface CatchToShare extends Shared {
  privacy: PostPrivacy;
  location?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  species: string;
  weight?: number | null;
  length?: number | null;
  method?: string | null;
}

export interface ContentToShare extends Shared {
  privacy: PostPrivacy;
  title: string;
  contentType: ContentType;
  tags?: readonly string[];
  videoUrl?: string | null;
}

/** Trimmed text, or null when nothing is left: blank descriptions are no description. */
const text = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Tags as the spec has them (§5): trimmed, empty ones dropped; and each once. */
export const cleanTags = (tags: readonly string[]) => [...new Set(tags.map((t) => t.trim()).filter(Boolean))];

const size = (value: number | null | undefined, measure: 'weight' | 'length') => {
  if (value == null) return null;
  if (!(value >= 0)) throw new SizeOutOfRange(measure);
  return value;
};

/** A shared catch or piece of content, with the rules that hold whoever stores or shows it. */
export class Post {
  private constructor(private readonly props: PostProps) {}

  /**
   * Share a catch. Whether it is a personal best is decided here, against the angler's
   * earlier catches of the same species, never taken from the client.
   */
  static shareCatch(input: CatchToShare, earlierOfSpecies: readonly CatchSize[]): Post {
    if (!isSpeciesSlug(input.species)) throw new CatchNeedsSpecies();
    const weight = size(input.weight, 'weight');
    const length = size(input.length, 'length');
    return new Post({
      ...common(input),
      type: 'catch',
      privacy: input.privacy,
      videoUrl: null,
      location: text(input.location),
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      species: input.species,
      weight,
      length,
      method: text(input.method),
      isPersonalBest: isPersonalBest(earlierOfSpecies, { weight, length }),
      title: null,
      contentType: null,
      tags: [],
    });
  }

  static shareContent(input: ContentToShare): Post {
    const title = text(input.title);
    if (!title) throw new ContentNeedsTitle();
    if (input.privacy === 'mates') throw new ContentIsNotForMates();
    if (input.contentType === 'photo' && !input.imageUrl) throw new PhotoRequired();
    if (input.contentType === 'video' && !input.videoUrl) throw new VideoRequired();
    return new Post({
      ...common(input),
      type: 'content',
      privacy: input.privacy,
      videoUrl: input.videoUrl ?? null,
      location: null,
      latitude: null,
      longitude: null,
      species: null,
      weight: null,
      length: null,
      method: null,
      isPersonalBest: false,
      title,
      contentType: input.contentType,
      tags: cleanTags(input.tags ?? []),
    });
  }

  /** Rebuild a stored post; the rules were checked when it was shared. */
  static restore(props: PostProps): Post {
    return new Post({ ...props, tags: [...props.tags] });
  }

  get id() {
    return this.props.id;
  }
  get authorId() {
    return this.props.authorId;
  }
  get privacy() {
    return this.props.privacy;
  }

  isVisibleTo(viewerId: string, relationship: Relationship): boolean {
    return canSeePost(this.props, viewerId, relationship);
  }

  /** Only the author may delete a post. */
  assertDeletableBy(anglerId: string): void {
    if (anglerId !== this.props.authorId) throw new NotTheAuthor();
  }

  toProps(): Readonly<PostProps> {
    return { ...this.props, tags: [...this.props.tags] };
  }
}

function common(input: Shared) {
  return {
    id: input.id,
    authorId: input.authorId,
    createdAt: input.createdAt,
    description: text(input.description),
    imageUrl: input.imageUrl ?? null,
    thumbnailUrl: input.thumbnailUrl ?? null,
  };
}
