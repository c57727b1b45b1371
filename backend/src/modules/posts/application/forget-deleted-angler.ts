import { inject } from 'inversify';
import type { DomainEvent, EventReaction } from '../../../platform/events/event-bus.ts';
import { MediaStoreToken, type MediaStore } from '../../../platform/media/media-store.ts';
import { AnglerDeleted } from '../../identity/index.ts';

/** Removes everything posts keeps of an angler (see the SQL adapter); answers their posts' media URLs. */
export interface AnglerRemoval {
  removeAngler(anglerId: string): Promise<string[]>;
}
export const AnglerRemoval = Symbol.for('posts.AnglerRemoval');

/**
 * An angler deleted their account: their posts, likes, follows, statistics and trips' feed entries go
 * in this reaction's transaction, and their photos and videos leave the media store at its end. Should
 * the commit then fail, the retry deletes the rows again and finds the files already gone (no error):
 * the account is being deleted either way, so a file never outlives it.
 */
export class ForgetDeletedAngler implements EventReaction {
  readonly name = 'posts.forget-deleted-angler';
  readonly reactsTo = [AnglerDeleted.type];

  constructor(
    @inject(AnglerRemoval) private readonly removal: AnglerRemoval,
    @inject(MediaStoreToken) private readonly media: MediaStore,
  ) {}

  async react(event: DomainEvent): Promise<void> {
    const urls = await this.removal.removeAngler((event as AnglerDeleted).anglerId);
    await this.media.remove(urls);
  }
}
