import { inject } from 'inversify';
import type { DomainEvent, EventReaction } from '../../../platform/events/event-bus.ts';
import { MediaStoreToken, type MediaStore } from '../../../platform/media/media-store.ts';
import { AnglerDeleted } from '../../identity/index.ts';
import { TripTimelines } from './trip-timelines.ts';

/** Removes everything posts keeps of an angler (see the SQL adapter); answers their posts' media URLs. */
export interface AnglerRemoval {
  removeAngler(anglerId: string): Promise<string[]>;
}
export const AnglerRemoval = Symbol.for('posts.AnglerRemoval');

/**
 * An angler deleted their account: their posts, likes, follows, statistics, trips' feed entries (and
 * with them their trips in others' timelines) and their own timeline of trips go in this reaction's
 * transaction, and their photos and videos leave the media store at its end. Should
 * the commit then fail, the retry deletes the rows again and finds the files already gone (no error):
 * the account is being deleted either way, so a file never outlives it.
 */
export class ForgetDeletedAngler implements EventReaction {
  readonly name = 'posts.forget-deleted-angler';
  readonly reactsTo = [AnglerDeleted.type];

  constructor(
    @inject(AnglerRemoval) private readonly removal: AnglerRemoval,
    @inject(MediaStoreToken) private readonly media: MediaStore,
    @inject(TripTimelines) private readonly tripTimelines: TripTimelines,
  ) {}

  async react(event: DomainEvent): Promise<void> {
    const { anglerId } = event as AnglerDeleted;
    const urls = await this.removal.removeAngler(anglerId);
    await this.tripTimelines.forgetReader(anglerId);
    await this.media.remove(urls);
  }
}
