import { inject } from 'inversify';
import type { AnglerCard } from '../../identity/index.ts';
import { ConditionsFacade, type CatchConditions } from '../../weather/index.ts';
import { AuthorCards, type PostRecord, type PostKey, type PostSlice } from './ports.ts';
import { ShieldedPlaces, type ShieldedPost } from './shielded-places.ts';

type CardPost = PostRecord & { author: AnglerCard | undefined; conditions?: CatchConditions };

/** A page of posts with each author's card (name and picture) and each catch's conditions, ready for a post card, as its viewer may see it. */
export interface AuthoredPage {
  posts: Array<ShieldedPost<CardPost>>;
  next: PostKey | null;
}

/**
 * Adds the authors' cards to a page from posts' own copy (post_authors, kept from identity's events):
 * those the read brought along as they are, the rest with one batch read of the copy; and, beside
 * it, the page's catches' conditions from weather in one batch (they hold no place: whoever may see
 * the catch may see them). Every page a viewer reads passes here, and so through the location shield
 * (ShieldedPlaces).
 */
export class AuthoredPosts {
  constructor(
    @inject(AuthorCards) private readonly cards: AuthorCards,
    @inject(ShieldedPlaces) private readonly shield: ShieldedPlaces,
    @inject(ConditionsFacade) private readonly conditions: ConditionsFacade,
  ) {}

  async of(slice: PostSlice, viewerId: string): Promise<AuthoredPage> {
    const missing = new Set<string>();
    const catches: string[] = [];
    for (const p of slice.posts) {
      if (!p.author) missing.add(p.authorId);
      if (p.kind === 'catch') catches.push(p.id);
    }
    const [found, kept] = await Promise.all([
      missing.size ? this.cards.cardsOf([...missing]) : new Map<string, AnglerCard>(),
      catches.length ? this.conditions.ofMany('catch', catches) : new Map<string, CatchConditions>(),
    ]);
    // A post that brought its card along is already a card's post: no copy of its ~20 fields (a feed page of 20, every time).
    const posts = slice.posts.map((p) => {
      const card: CardPost = p.author ? (p as CardPost) : { ...p, author: found.get(p.authorId) };
      const conditions = kept.get(p.id);
      if (conditions) card.conditions = conditions;
      return card;
    });
    return { posts: await this.shield.of(posts, viewerId, slice.seenAt, slice.owned), next: slice.next };
  }

  async one(post: PostRecord, viewerId: string): Promise<AuthoredPage['posts'][number]> {
    const [one] = (await this.of({ posts: [post], next: null }, viewerId)).posts;
    return one!;
  }
}
