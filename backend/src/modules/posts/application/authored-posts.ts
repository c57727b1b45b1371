import { inject } from 'inversify';
import { AnglersFacade, type AnglerCard } from '../../identity/index.ts';
import { AuthorCards, type PostKey, type PostRecord, type PostSlice } from './ports.ts';

/** A page of posts with each author's card (name and picture), ready for a post card. */
export interface AuthoredPage {
  posts: Array<PostRecord & { author: AnglerCard | undefined }>;
  next: PostKey | null;
}

/**
 * Adds the authors' cards to a page: those the read brought along (posts' own copy) as they are, the
 * rest with one batch call to identity, however many posts — remembered for the next read.
 */
export class AuthoredPosts {
  constructor(
    @inject(AnglersFacade) private readonly anglers: AnglersFacade,
    @inject(AuthorCards) private readonly copies: AuthorCards,
  ) {}

  async of(slice: PostSlice): Promise<AuthoredPage> {
    const missing = [...new Set(slice.posts.filter((p) => !p.author).map((p) => p.authorId))];
    const fetched = missing.length ? await this.anglers.cardsOf(missing) : new Map<string, AnglerCard>();
    const gaps = new Set(slice.posts.filter((p) => p.author === null).map((p) => p.authorId));
    const remember = [...fetched.values()].filter((card) => gaps.has(card.id));
    if (remember.length) await this.copies.fetched(remember);
    return { posts: slice.posts.map((p) => ({ ...p, author: p.author ?? fetched.get(p.authorId) })), next: slice.next };
  }

  async one(post: PostRecord): Promise<AuthoredPage['posts'][number]> {
    const cards = await this.anglers.cardsOf([post.authorId]);
    return { ...post, author: cards.get(post.authorId) };
  }
}
