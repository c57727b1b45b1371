import { inject } from 'inversify';
import { PostNotFound } from '../domain/post.errors.ts';
import { LikeRepository, type LikeState } from './ports.ts';

/**
 * Like and unlike, idempotent: the like row is unique per (post, angler) and the count moves only
 * when a row was really added or removed, so 200 anglers liking at once make exactly 200. A post the
 * angler may not see cannot be liked: it does not exist for them (404) — the repository applies the
 * privacy rule in the like's own statement.
 */
export class LikePost {
  constructor(@inject(LikeRepository) private readonly likes: LikeRepository) {}

  async like(postId: string, anglerId: string): Promise<LikeState> {
    return (await this.likes.like(postId, anglerId)) ?? notFound();
  }

  async unlike(postId: string, anglerId: string): Promise<LikeState> {
    return (await this.likes.unlike(postId, anglerId)) ?? notFound();
  }
}

function notFound(): never {
  throw new PostNotFound();
}
