import { inject } from 'inversify';
import type { AnglerCard } from '../../identity/index.ts';
import { AuthorCards, type PostRecord, type PostKey, type PostSlice } from './ports.ts';
import { ShieldedPlaces, type ShieldedPost } from './shielded-places.ts';

/** A page of posts with each author's card (name and picture), ready for a post card, as its viewer may see it. */
export interface AuthoredPage {
  posts: Array<ShieldedPost<PostRecord & { author: AnglerCard | undefined }>>;
  next: PostKey | null;
}

/**
 * Adds the authors' cards to a page from posts' own copy (post_authors, kept from identity's events):
 * those the read brought along as they are, the rest with one batch read of the copy. Every page a
 * viewer reads passes here, and so through the location shield (ShieldedPlaces).
 */
export class AuthoredPosts {
  constructor(
    @inject(AuthorCards) private readonly cards: AuthorCards,
    @inject(ShieldedPlaces) private readonly shield: ShieldedPlaces,
  ) {}

  async of(slice: PostSlice, viewerId: string): Promise<AuthoredPage> {
    const missing = [...new Set(slice.posts.filter((p) => !p.author).map((p) => p.authorId))];
    const found = missing.length ? await this.cards.cardsOf(missing) : new Map<string, AnglerCard>();
    const posts = slice.posts.map((p) => ({ ...p, author: p.author ?? found.get(p.authorId) }));
    return { posts: await this.shield.of(posts, viewerId), next: slice.next };
  }

  async one(post: PostRecord, viewerId: string): Promise<AuthoredPage['posts'][number]> {
    const [one] = (await this.of({ posts: [post], next: null }, viewerId)).posts;
    return one!;
  }
}
