import { inject } from 'inversify';
import { canSeePost } from '../domain/visibility.ts';
import { PostReads, type PageRequest } from './ports.ts';
import { AuthoredPosts, type AuthoredPage } from './authored-posts.ts';
import { Relationships } from './relationships.ts';

/**
 * The Following feed: the reader's home timeline, written when posts were shared and kept up as
 * follows change. Reading a page is one range scan of the reader's own rows. The privacy rule is
 * applied again on the page (a timeline row is a copy of a follow fact; the rule is the truth):
 * private posts of others never show, and a mates-only post shows only while the two are mates.
 */
export class FollowingFeed {
  constructor(
    @inject(PostReads) private readonly reads: PostReads,
    @inject(Relationships) private readonly relationships: Relationships,
    @inject(AuthoredPosts) private readonly authored: AuthoredPosts,
  ) {}

  async execute(readerId: string, page: PageRequest): Promise<AuthoredPage> {
    const slice = await this.reads.homeTimeline(readerId, page);
    const matesOnlyAuthors = new Set(
      slice.posts.filter((p) => p.privacy === 'mates' && p.authorId !== readerId).map((p) => p.authorId),
    );
    const relationships = new Map(
      await Promise.all([...matesOnlyAuthors].map(async (id) => [id, await this.relationships.between(readerId, id)] as const)),
    );
    const none = { viewerFollowsAuthor: false, authorFollowsViewer: false };
    const posts = slice.posts.filter((p) => canSeePost(p, readerId, relationships.get(p.authorId) ?? none));
    return this.authored.of({ posts, next: slice.next });
  }
}
