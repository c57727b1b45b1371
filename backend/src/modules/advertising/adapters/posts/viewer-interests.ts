import { inject } from 'inversify';
import { ReadCache } from '../../../../platform/db/read-cache.ts';
import { PostsFacade } from '../../../posts/index.ts';
import type { ViewerInterests } from '../../application/ports.ts';

/** How long an angler's interests are trusted: a new catch's species may take this long to count for ads. */
export const INTERESTS_MS = 10 * 60_000;

type Interests = Awaited<ReturnType<ViewerInterests['of']>>;

/**
 * Anglers' interests from posts' facade (their own catches), remembered per process: they change
 * with a catch now and then, and a few minutes' lag only means an ad picked a little less well.
 */
export class CachedViewerInterests implements ViewerInterests {
  readonly #cache = new ReadCache<Interests>({ max: 20_000, ms: INTERESTS_MS });

  constructor(@inject(PostsFacade) private readonly posts: PostsFacade) {}

  of(anglerId: string): Promise<Interests> {
    return this.#cache.get(anglerId, () => this.posts.interestsOf(anglerId));
  }
}
