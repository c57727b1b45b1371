import { inject } from 'inversify';
import { PostReads, type PageRequest } from './ports.ts';
import type { AuthoredPage } from './authored-posts.ts';
import { PostCards } from './post-cards.ts';

/**
 * The Following feed: the reader's home timeline, written when posts were shared and kept up as
 * follows change. A page is one range scan of the reader's own rows (with their likes, and whether
 * the authors of mates-only posts are still their mates), then the posts by id. The privacy rule is
 * applied again on the page (PostCards): a timeline row is a copy of a follow fact, kept up by
 * reactions that run after the follow's commit and may fail; the rule is the truth.
 */
export class FollowingFeed {
  constructor(
    @inject(PostReads) private readonly reads: PostReads,
    @inject(PostCards) private readonly cards: PostCards,
  ) {}

  async execute(readerId: string, page: PageRequest): Promise<AuthoredPage> {
    return this.cards.of(await this.reads.homeTimeline(readerId, page));
  }
}
