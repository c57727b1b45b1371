import { inject } from 'inversify';
import { canSeePost } from '../domain/visibility.ts';
import { PostReads, type PageRequest } from './ports.ts';
import { AuthoredPosts, type AuthoredPage } from './authored-posts.ts';
import { Relationships } from './relationships.ts';

/**
 * The Following feed: the reader's home timeline, written when posts were shared and kept up as
 * follows change. Reading a page is one range scan of the reader's own rows. The privacy rule is
 * applied again on the page (a timeline row is a copy of a follow fact; the rule is the truth):
 * private posts of others never show, and a mates-only post shows only while the two are mates —
 * checked for the page's mates-only authors together, in one lookup (none when the page has none).
 */
export class FollowingFeed {
  constructor(
    @inject(PostReads) private readonly reads: PostReads,
    @inject(Relationships) private readonly relationships: Relationships,
    @inject(AuthoredPosts) private readonly authored: AuthoredPosts,
  ) {}

  async execute(readerId: string, page: PageRequest): Promise<AuthoredPage> {
    const slice = await this.reads.homeTimeline(readerId, page);
    const matesOnlyAuthors = slice.posts.filter((p) => p.privacy === 'mates' && p.authorId !== readerId).map((p) => p.authorId);
    const mates = matesOnlyAuthors.length ? await this.relationships.mateIdsAmong(readerId, matesOnlyAuthors) : new Set<string>();
    const mutual = { viewerFollowsAuthor: true, authorFollowsViewer: true };
    const none = { viewerFollowsAuthor: false, authorFollowsViewer: false };
    const posts = slice.posts.filter((p) => canSeePost(p, readerId, mates.has(p.authorId) ? mutual : none));
    return this.authored.of({ posts, next: slice.next });
  }
}
