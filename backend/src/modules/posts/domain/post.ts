import { isSpeciesSlug, type SpeciesSlugValue } from '@tightlines/reference';
import { isPersonalBest, type CatchSize } from './personal-best.ts';
import { canSeePost, type PostPrivacy, type Relationship } from './visibility.ts';
import type { Hidden } from './hidden.ts';
import { checkedPrecisions, type PlacePrecisions } from './location-shield.ts';
import {
  CatchNeedsSpecies,
  ContentIsNotForMates,
  ContentNeedsTitle,
  NotTheAuthor,
  OnlyCatchesHaveAPlace,
  PhotoRequired,
  PlaceNeedsBothCoordinates,
  SizeOutOfRange,
  VideoRequired,
} from './post.errors.ts';

/**
 * What anglers share, as a union by kind: a catch, or a piece of content that is a photo, a video or
 * text. Each kind carries exactly its own fields, so a catch without a species, a text post with a
 * size, a photo without its picture, mates-only content or a place with half its coordinates cannot
 * be written down, let alone stored.
 */
export type PostKind = PostProps['kind'];
export type ContentType = 'photo' | 'video' | 'text';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

interface Shared {
  id: string;
  authorId: string;
  createdAt: Date;
  description: string | null;
  thumbnailUrl: string | null;
  /** Hidden by moderation: seen by its author alone, marked. A post is shared shown. */
  hidden: Hidden | null;
}

export interface CatchPost extends Shared {
  kind: 'catch';
  privacy: PostPrivacy;
  species: SpeciesSlugValue;
  weight: number | null;
  length: number | null;
  method: string | null;
  location: string | null;
  coordinates: Coordinates | null;
  /** How precisely the public and mates see the place (the location shield); the author always sees it exact. */
  publicPrecision: PlacePrecisions['publicPrecision'];
  matesPrecision: PlacePrecisions['matesPrecision'];
  /** The nearest town from the gazetteer, worked out once when the place was shared (null: none near, or no coordinates). */
  placeName: string | null;
  /** Decided by the server when shared, against the angler's earlier catches of the species. */
  isPersonalBest: boolean;
  imageUrl: string | null;
}

/** Content is shared publicly or kept private: mates-only is for catches. */
interface Content extends Shared {
  privacy: 'public' | 'private';
  title: string;
  tags: readonly string[];
}
export interface PhotoPost extends Content {
  kind: 'photo';
  imageUrl: string;
}
export interface VideoPost extends Content {
  kind: 'video';
  videoUrl: string;
  imageUrl: string | null;
}
export interface TextPost extends Content {
  kind: 'text';
  imageUrl: string | null;
}

export type PostProps = CatchPost | PhotoPost | VideoPost | TextPost;
export type ContentPost = PhotoPost | VideoPost | TextPost;

interface ShareInput {
  id: string;
  authorId: string;
  createdAt: Date;
  description?: string | null;
  imageUrl?: string | null;
  thumbnailUrl?: string | null;
}

export interface CatchToShare extends ShareInput {
  privacy: PostPrivacy;
  location?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  species: string;
  weight?: number | null;
  length?: number | null;
  method?: string | null;
  /** The angler's choice for this catch, or their defaults at the moment of sharing. */
  precisions: PlacePrecisions;
  placeName?: string | null;
}

export interface ContentToShare extends ShareInput {
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

/** Both coordinates or neither. */
function coordinatesOf(latitude: number | null | undefined, longitude: number | null | undefined): Coordinates | null {
  if (latitude == null && longitude == null) return null;
  if (latitude == null || longitude == null) throw new PlaceNeedsBothCoordinates();
  return { latitude, longitude };
}

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
      ...shared(input),
      kind: 'catch',
      privacy: input.privacy,
      imageUrl: input.imageUrl ?? null,
      species: input.species,
      weight,
      length,
      method: text(input.method),
      location: text(input.location),
      coordinates: coordinatesOf(input.latitude, input.longitude),
      ...checkedPrecisions(input.precisions),
      placeName: input.placeName ?? null,
      isPersonalBest: isPersonalBest(earlierOfSpecies, { weight, length }),
    });
  }

  /**
   * Share a catch whose store weighs it as it writes it — against the angler's earlier catches of the
   * species as they stand at that moment, by the SQL twin of `isPersonalBest` — instead of a read of
   * them going first. Not a best until `weighed` gives it the store's answer.
   */
  static shareCatchWeighedByStore(input: CatchToShare): Post {
    return Post.shareCatch(input, []).weighed(false);
  }

  /** This catch as its store weighed it (a piece of content is never a best). */
  weighed(isPersonalBest: boolean): Post {
    return this.props.kind === 'catch' ? new Post({ ...this.props, isPersonalBest }) : this;
  }

  static shareContent(input: ContentToShare): Post {
    const title = text(input.title);
    if (!title) throw new ContentNeedsTitle();
    if (input.privacy === 'mates') throw new ContentIsNotForMates();
    const content = { ...shared(input), privacy: input.privacy, title, tags: cleanTags(input.tags ?? []) };
    switch (input.contentType) {
      case 'photo':
        if (!input.imageUrl) throw new PhotoRequired();
        return new Post({ ...content, kind: 'photo', imageUrl: input.imageUrl });
      case 'video':
        if (!input.videoUrl) throw new VideoRequired();
        return new Post({ ...content, kind: 'video', videoUrl: input.videoUrl, imageUrl: input.imageUrl ?? null });
      case 'text':
        return new Post({ ...content, kind: 'text', imageUrl: input.imageUrl ?? null });
    }
  }

  /** Rebuild a stored post; the rules were checked when it was shared. */
  static restore(props: PostProps): Post {
    return new Post(props);
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
  get kind() {
    return this.props.kind;
  }
  /** Where a catch was shared, as its author sees it (null for content and for a catch without coordinates). */
  get coordinates(): Coordinates | null {
    return this.props.kind === 'catch' ? this.props.coordinates : null;
  }
  get placeName(): string | null {
    return this.props.kind === 'catch' ? this.props.placeName : null;
  }

  isVisibleTo(viewerId: string, relationship: Relationship): boolean {
    return canSeePost(this.props, viewerId, relationship);
  }

  /**
   * Its author changes how precisely others see the catch's place (the one left out stays). The place
   * name is kept, or given when the catch never had one worked out (shared before names were).
   */
  withPrecisions(by: string, change: Partial<PlacePrecisions>, placeNameIfMissing: string | null): Post {
    if (by !== this.props.authorId) throw new NotTheAuthor();
    if (this.props.kind !== 'catch') throw new OnlyCatchesHaveAPlace();
    const precisions = checkedPrecisions({
      publicPrecision: change.publicPrecision ?? this.props.publicPrecision,
      matesPrecision: change.matesPrecision ?? this.props.matesPrecision,
    });
    return new Post({ ...this.props, ...precisions, placeName: this.props.placeName ?? placeNameIfMissing });
  }

  /** Only the author may delete a post. */
  assertDeletableBy(anglerId: string): void {
    if (anglerId !== this.props.authorId) throw new NotTheAuthor();
  }

  toProps(): Readonly<PostProps> {
    return this.props;
  }
}

function shared(input: ShareInput): Shared {
  return {
    id: input.id,
    authorId: input.authorId,
    createdAt: input.createdAt,
    description: text(input.description),
    thumbnailUrl: input.thumbnailUrl ?? null,
    hidden: null,
  };
}
