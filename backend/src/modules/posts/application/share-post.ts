import { inject } from 'inversify';
import { TrimHomeTimelines } from './trim-home-timelines.ts';
import { FAN_OUT_POST } from './fan-out-post.ts';
import { JobQueueToken, type JobQueue } from '../../../platform/jobs/job-queue.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { TallyToken, type Tally } from '../../../platform/telemetry/tally.ts';
import { MediaStoreToken, type MediaStore } from '../../../platform/media/media-store.ts';
import { newId } from '../../../shared/kernel/ids.ts';
import { Post, type CatchToShare, type ContentToShare } from '../domain/post.ts';
import { PostRepository, type PostRecord } from './ports.ts';
import { SpotsFacade } from '../../spots/index.ts';
import type { PlacePrecisions } from '../domain/location-shield.ts';
import { LocationDefaultsStore } from './location-defaults.ts';
import { PlaceNames } from './place-names.ts';
import { ConditionsFacade } from '../../weather/index.ts';

/** What the angler sends: the domain's input less what the server decides (id, author, time, thumbnail). */
type Decided = 'id' | 'authorId' | 'createdAt' | 'thumbnailUrl';
export type CatchShared = Omit<CatchToShare, Decided | 'precisions' | 'placeName'> & { type: 'catch' } & Partial<PlacePrecisions>;
export type ContentShared = Omit<ContentToShare, Decided> & { type: 'content' };

/**
 * An angler shares a catch or a piece of content. The server decides whether a catch is a personal
 * best; the post enters the author's own Following feed at once, and the feeds of everyone else
 * allowed to see it through the fan-out job queued in the same transaction (FanOutPost) — so the share
 * answers in milliseconds whatever the size of the audience.
 */
export class SharePost {
  constructor(
    @inject(PostRepository) private readonly posts: PostRepository,
    @inject(MediaStoreToken) private readonly media: MediaStore,
    @inject(TrimHomeTimelines) private readonly trimming: TrimHomeTimelines,
    @inject(JobQueueToken) private readonly jobs: JobQueue,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(SpotsFacade) private readonly spots: SpotsFacade,
    @inject(TallyToken) private readonly tally: Tally,
    @inject(LocationDefaultsStore) private readonly defaults: LocationDefaultsStore,
    @inject(PlaceNames) private readonly placeNames: PlaceNames,
    @inject(ConditionsFacade) private readonly conditions: ConditionsFacade,
  ) {}

  async execute(authorId: string, shared: CatchShared | ContentShared, now = new Date()): Promise<PostRecord> {
    const common = {
      id: newId(),
      authorId,
      createdAt: now,
      thumbnailUrl: shared.imageUrl ? this.media.thumbnailOf(shared.imageUrl) : null,
    };
    // A catch's personal best is decided by the share's own statement, against the species' earlier
    // catches as it sees them (a read of them first was a round trip of its own). Two catches of one
    // species shared at the same instant could both be a best: harmless, and cheaper than serialising
    // every share of an angler.
    const post = shared.type === 'catch' ? await this.#catch(authorId, shared, common) : Post.shareContent({ ...shared, ...common });
    const store = async () => {
      const stored = await this.posts.share(post);
      // Spots learns which species the angler catches (their own spot recommendations).
      if (shared.type === 'catch') await this.spots.caughtSpecies(authorId, shared.species);
      // A catch with a place gets its conditions from a job queued with it: the share never waits on the weather.
      const props = post.toProps();
      if (props.kind === 'catch' && props.coordinates)
        await this.conditions.attach({
          kind: 'catch',
          id: props.id,
          anglerId: authorId,
          at: props.createdAt,
          ...props.coordinates,
          species: props.species,
          caught: true,
        });
      // A wide author's posts are merged into feeds on read (FanOutPost would write nothing): no job.
      if (!stored.authorIsWide) await this.jobs.enqueue(FAN_OUT_POST, { postId: post.id });
      await this.trimming.soon(); // the share's statement noted the author's timeline growth
      this.tally.count('share', { kind: shared.type });
      return stored;
    };
    // Inside the transaction of an Idempotency-Key (every share the app sends has one) the work joins it.
    const { author, isPersonalBest } = await this.transactions.run(store);
    return { ...post.weighed(isPersonalBest).toProps(), likes: 0, comments: 0, liked: false, author };
  }

  /**
   * A catch's precisions: what the share says, each one left out taken from the angler's defaults at
   * this moment; its place name from the gazetteer, once, now.
   */
  async #catch(authorId: string, { publicPrecision, matesPrecision, ...shared }: CatchShared, common: Pick<CatchToShare, Decided>) {
    const defaults = publicPrecision && matesPrecision ? null : await this.defaults.of(authorId);
    const precisions = {
      publicPrecision: publicPrecision ?? defaults!.publicPrecision,
      matesPrecision: matesPrecision ?? defaults!.matesPrecision,
    };
    const coordinates =
      shared.latitude != null && shared.longitude != null ? { latitude: shared.latitude, longitude: shared.longitude } : null;
    const placeName = await this.placeNames.of(coordinates);
    return Post.shareCatchWeighedByStore({ ...shared, ...common, precisions, placeName });
  }
}
