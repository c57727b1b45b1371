import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import type { PlacePrecisions } from '../domain/location-shield.ts';
import { PostNotFound } from '../domain/post.errors.ts';
import { PostRepository } from './ports.ts';
import { Relationships } from './relationships.ts';
import { PlaceNames } from './place-names.ts';

/**
 * An author changes how precisely others see one catch's place. Stored with the points each audience
 * may see, and every process forgets the post: the next read by anyone obeys the new choice.
 */
export class ChangePostPrecision {
  constructor(
    @inject(PostRepository) private readonly posts: PostRepository,
    @inject(Relationships) private readonly relationships: Relationships,
    @inject(PlaceNames) private readonly placeNames: PlaceNames,
  ) {}

  async execute(postId: string, anglerId: string, change: Partial<PlacePrecisions>): Promise<void> {
    const post = isId(postId) ? await this.posts.findById(postId) : null;
    // A post they cannot see is not there for them (404, not 403: its existence is not revealed).
    if (!post?.isVisibleTo(anglerId, await this.relationships.between(anglerId, post.authorId))) throw new PostNotFound();
    const name = post.placeName ?? (post.authorId === anglerId ? await this.placeNames.of(post.coordinates) : null);
    await this.posts.changePrecisions(post.withPrecisions(anglerId, change, name));
  }
}
