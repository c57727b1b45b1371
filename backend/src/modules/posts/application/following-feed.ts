import { inject } from 'inversify';
import { SpotsFacade, type TripCard } from '../../spots/index.ts';
import { mergePages } from '../domain/page-merge.ts';
import { PostReads, type PageRequest, type PostKey } from './ports.ts';
import type { AuthoredPage } from './authored-posts.ts';
import { PostCards } from './post-cards.ts';
import { Relationships } from './relationships.ts';

type AuthoredPost = AuthoredPage['posts'][number];

/** A Following page: its posts and the trips of the same stretch of time. */
export interface FollowingPage {
  posts: AuthoredPost[];
  trips: TripCard[];
  next: PostKey | null;
}

/**
 * The Following feed: the reader's home timeline, written when posts were shared and kept up as
 * follows change. A page is one range scan of the reader's own rows (with their likes, and whether
 * the authors of mates-only posts are still their mates), then the posts by id. The privacy rule is
 * applied again on the page (PostCards): a timeline row is a copy of a follow fact, kept up by
 * reactions that run after the follow's commit and may fail; the rule is the truth.
 *
 * Trips of the reader and of the anglers they follow join the page by time: the reader's trip timeline,
 * written as posts' is (fan-out on write) and read the same way — one range of their own rows, the
 * privacy rule applied again, in the same statement as the posts' range — with their places as spots
 * lets this reader see them; one cursor for both.
 */
export class FollowingFeed {
  constructor(
    @inject(PostReads) private readonly reads: PostReads,
    @inject(PostCards) private readonly cards: PostCards,
    @inject(SpotsFacade) private readonly spots: SpotsFacade,
    @inject(Relationships) private readonly relationships: Relationships,
  ) {}

  async execute(readerId: string, page: PageRequest): Promise<FollowingPage> {
    const { posts: postRefs, trips } = await this.reads.followingPage(readerId, page);
    const posts = await this.cards.of(postRefs, readerId);
    type Entry = { post: AuthoredPost } | { tripId: string };
    const merged = mergePages<Entry>(
      [
        { items: posts.posts.map((post) => ({ key: { createdAt: post.createdAt, id: post.id }, item: { post } })), endedAt: posts.next },
        { items: trips.keys.map((key) => ({ key, item: { tripId: key.id } })), endedAt: trips.more ? trips.keys.at(-1)! : null },
      ],
      page.limit,
    );
    const tripIds = merged.items.flatMap((e) => ('tripId' in e ? [e.tripId] : []));
    const cards = tripIds.length
      ? await this.spots.tripsSeenBy(readerId, tripIds, (ids) => this.relationships.matesAmong(readerId, ids))
      : new Map<string, TripCard>();
    return {
      posts: merged.items.flatMap((e) => ('post' in e ? [e.post] : [])),
      trips: tripIds.flatMap((id) => cards.get(id) ?? []),
      next: merged.next,
    };
  }
}
