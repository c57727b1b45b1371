import { inject } from 'inversify';
import { ReadCache } from '../../../../platform/db/read-cache.ts';
import { CacheInvalidationToken, type CacheInvalidation } from '../../../../platform/signals/cache-invalidation.ts';
import type { SpotAnswers } from '../../application/spot-ports.ts';
import type { SpotAnswerKey } from '../../application/spot-answer-keys.ts';

/** Most different queries remembered at once (the default filters are most of the asks). */
const MAX_QUERIES = 200;
/** Most spots' cards remembered at once (~1 KB each). */
const MAX_SPOTS = 50_000;

interface Generation {
  answers: Map<string, Promise<unknown>>;
  spots: Map<string, Promise<unknown>>;
}

/**
 * One generation of answers under a single shared cache key: a change forgets the whole generation in
 * every process (after it commits), and the next ask starts a new one. A load begun before a change
 * belongs to the old generation, so it is never served after the change is visible. The 30 s ceiling
 * lets a rolling range (the last 24 hours) move on with the clock when nothing is written.
 */
export class ReadCacheSpotAnswers implements SpotAnswers {
  readonly #generations: ReadCache<Generation>;

  constructor(@inject(CacheInvalidationToken) invalidation: CacheInvalidation) {
    this.#generations = new ReadCache({ max: 1, ms: 30_000, shared: { name: 'spots.answers', invalidation } });
  }

  #generation(): Promise<Generation> {
    return this.#generations.get('all', async () => ({ answers: new Map(), spots: new Map() }));
  }

  async answer<T>(key: SpotAnswerKey<T>, load: () => Promise<T>): Promise<T> {
    const generation = await this.#generation();
    let answer = generation.answers.get(key);
    if (!answer) {
      if (generation.answers.size >= MAX_QUERIES) generation.answers.clear();
      answer = load();
      generation.answers.set(key, answer);
      answer.catch(() => generation.answers.delete(key));
    }
    return answer as Promise<T>;
  }

  async perSpot<T>(ids: readonly string[], load: (missing: string[]) => Promise<ReadonlyMap<string, T>>): Promise<Array<T | undefined>> {
    const { spots } = await this.#generation();
    let missing = ids.filter((id) => !spots.has(id));
    if (missing.length) {
      if (spots.size + missing.length > MAX_SPOTS) {
        spots.clear();
        missing = [...new Set(ids)];
      }
      const loading = load(missing);
      for (const id of missing) {
        const one = loading.then((found) => found.get(id));
        spots.set(id, one);
        one.catch(() => spots.get(id) === one && spots.delete(id));
      }
    }
    return Promise.all(ids.map((id) => spots.get(id) as Promise<T | undefined>));
  }

  changed(): void {
    this.#generations.forget('all');
  }
}
