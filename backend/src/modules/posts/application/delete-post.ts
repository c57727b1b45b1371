import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import { PostNotFound } from '../domain/post.errors.ts';
import { PostRepository } from './ports.ts';
import { Relationships } from './relationships.ts';
import { ConditionsFacade } from '../../weather/index.ts';

/** An angler deletes their own post: it leaves every feed, with its likes. Others get 403. */
export class DeletePost {
  constructor(
    @inject(PostRepository) private readonly posts: PostRepository,
    @inject(Relationships) private readonly relationships: Relationships,
    @inject(ConditionsFacade) private readonly conditions: ConditionsFacade,
  ) {}

  async execute(postId: string, anglerId: string): Promise<void> {
    const post = isId(postId) ? await this.posts.findById(postId) : null;
    // A post they cannot see is not there for them (404, not 403: its existence is not revealed).
    if (!post?.isVisibleTo(anglerId, await this.relationships.between(anglerId, post.authorId))) throw new PostNotFound();
    post.assertDeletableBy(anglerId);
    await this.posts.delete(postId);
    await this.conditions.forget('catch', postId);
  }
}
