import { inject } from 'inversify';
import { AnglersFacade, type AnglerCard } from '../../identity/index.ts';
import type { PostKey, PostRecord, PostSlice } from './ports.ts';

/** A page of posts with each author's card (name and picture), ready for a post card. */
export interface AuthoredPage {
  posts: Array<PostRecord & { author: AnglerCard | undefined }>;
  next: PostKey | null;
}

/** Adds the authors' cards to a page with one batch call to identity, however many posts. */
export class AuthoredPosts {
  constructor(@inject(AnglersFacade) private readonly anglers: AnglersFacade) {}

  async of(slice: PostSlice): Promise<AuthoredPage> {
    const cards = await this.anglers.cardsOf([...new Set(slice.posts.map((p) => p.authorId))]);
    return { posts: slice.posts.map((p) => ({ ...p, author: cards.get(p.authorId) })), next: slice.next };
  }

  async one(post: PostRecord): Promise<AuthoredPage['posts'][number]> {
    const cards = await this.anglers.cardsOf([post.authorId]);
    return { ...post, author: cards.get(post.authorId) };
  }
}
