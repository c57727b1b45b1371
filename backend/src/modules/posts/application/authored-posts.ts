import { inject } from 'inversify';
import type { AnglerCard } from '../../identity/index.ts';
import { AuthorCards, type PostRecord, type PostKey, type PostSlice } from './ports.ts';

/** A page of posts with each author's card (name and picture), ready for a post card. */
export interface AuthoredPage {
  posts: Array<PostRecord & { author: AnglerCard | undefined }>;
  next: PostKey | null;
}

/**
 * Adds the authors' cards to a page from posts' own copy (post_authors, kept from identity's events):
 * those the read brought along as they are, the rest with one batch read of the copy.
 */
export class AuthoredPosts {
  constructor(@inject(AuthorCards) private readonly cards: AuthorCards) {}

  async of(slice: PostSlice): Promise<AuthoredPage> {
    const missing = [...new Set(slice.posts.filter((p) => !p.author).map((p) => p.authorId))];
    const found = missing.length ? await this.cards.cardsOf(missing) : new Map<string, AnglerCard>();
    // A post that brought its card along is already a card's post: no copy of its ~20 fields (a feed page of 20, every time).
    const posts = slice.posts.map((p) => (p.author ? (p as AuthoredPage['posts'][number]) : { ...p, author: found.get(p.authorId) }));
    return { posts, next: slice.next };
  }

  async one(post: PostRecord): Promise<AuthoredPage['posts'][number]> {
    const cards = await this.cards.cardsOf([post.authorId]);
    return { ...post, author: cards.get(post.authorId) };
  }
}
