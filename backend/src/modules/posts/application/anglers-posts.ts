import { inject } from 'inversify';
import { AnglerUnknown } from '../domain/post.errors.ts';
import { PostReads, type PageRequest } from './ports.ts';
import { AuthoredPosts, type AuthoredPage } from './authored-posts.ts';
import { Relationships } from './relationships.ts';

/** An angler's posts for their profile grid, newest first, as far as the viewer may see them. */
export class AnglersPosts {
  constructor(
    @inject(PostReads) private readonly reads: PostReads,
    @inject(Relationships) private readonly relationships: Relationships,
    @inject(AuthoredPosts) private readonly authored: AuthoredPosts,
  ) {}

  async execute(authorId: string, viewerId: string, page: PageRequest): Promise<AuthoredPage> {
    const privacies = await this.relationships.privaciesVisibleIfKnown(viewerId, authorId);
    if (!privacies) throw new AnglerUnknown();
    return this.authored.of(await this.reads.byAuthor(authorId, viewerId, privacies, page), viewerId);
  }
}
