import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import { PostNotFound } from '../domain/post.errors.ts';
import { LikeRepository, PostRepository, type LikeState } from './ports.ts';
import { Relationships } from './relationships.ts';

/**
 * Like and unlike, idempotent: the like row is unique per (post, angler) and the count moves only
 * when a row was really added or removed, so 200 anglers liking at once make exactly 200. A post the
 * angler may not see cannot be liked: it does not exist for them (404).
 */
export class LikePost {
  constructor(
    @inject(PostRepository) private readonly posts: PostRepository,
    @inject(LikeRepository) private readonly likes: LikeRepository,
    @inject(Relationships) private readonly relationships: Relationships,
  ) {}

  async like(postId: string, anglerId: string): Promise<LikeState> {
    await this.#assertVisible(postId, anglerId);
    return this.likes.like(postId, anglerId);
  }

  async unlike(postId: string, anglerId: string): Promise<LikeState> {
    await this.#assertVisible(postId, anglerId);
    return this.likes.unlike(postId, anglerId);
  }

  async #assertVisible(postId: string, anglerId: string) {
    const post = isId(postId) ? await this.posts.findById(postId) : null;
    if (!post) throw new PostNotFound();
    if (post.privacy === 'public') return;
    if (!post.isVisibleTo(anglerId, await this.relationships.between(anglerId, post.authorId))) throw new PostNotFound();
  }
}
