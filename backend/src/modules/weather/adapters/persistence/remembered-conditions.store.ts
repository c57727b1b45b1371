import { inject } from 'inversify';
import { LRUCache } from 'lru-cache';
import { CacheInvalidationToken, type CacheInvalidation } from '../../../../platform/signals/cache-invalidation.ts';
import type { AnglerTallies, ConditionsOwner, ConditionsStore } from '../../application/ports.ts';
import type { RecordedConditions } from '../../domain/recorded-conditions.ts';
import { SqlConditionsStore } from './sql-conditions.store.ts';

/**
 * How many catches and trips one process remembers (recorded conditions are a dozen small fields,
 * well under 1 KB each: ~10 MB) and how long at most: a safety net only, since every change is
 * forgotten by signal and a process that may have missed one forgets everything.
 */
export const CONDITIONS_CACHE_SIZE = 20_000;
export const CONDITIONS_CACHE_MS = 10 * 60_000;

const BY_SUBJECT = 'weather.conditions';
const EVERY_SUBJECT = 'weather.conditions-all';

/** Remembered "no conditions yet": a page of fresh catches asks again only once one is recorded. */
const NONE_YET = Symbol('no conditions yet');
type Kept = RecordedConditions | typeof NONE_YET;

/** A read in flight, and what was forgotten while it ran: those of its rows may predate the change. */
interface Load {
  subjects: Set<string>;
  all: boolean;
}

const subjectOf = (kind: ConditionsOwner['kind'], id: string) => `${kind}:${id}`;
/** A subject's kind and id (`subjectOf` reversed): the signals name subjects, the caches are kept by id. */
const ownerOf = (subject: string) => {
  const colon = subject.indexOf(':');
  return { kind: subject.slice(0, colon) as ConditionsOwner['kind'], id: subject.slice(colon + 1) };
};
const keptCache = () => new LRUCache<string, Kept>({ max: CONDITIONS_CACHE_SIZE, ttl: CONDITIONS_CACHE_MS, updateAgeOnGet: false });

/**
 * Kept conditions, remembered by catch or trip in each process: every page of posts shows its catches'
 * conditions, and once recorded they never change — they are only recorded (the job, the backfill) or
 * forgotten (the catch or trip deleted, the angler's account erased). So a page whose catches are all
 * remembered, with their conditions or with none yet, asks PostgreSQL nothing for them; the misses of
 * a page are read in one statement.
 *
 * Each recording and forgetting forgets the subject once it has committed (platform/signals): at once
 * here, within milliseconds in every other process, everything when a process may have missed a
 * signal. A read that was running when one of its subjects was forgotten keeps that subject out of the
 * cache (it may have read before the change committed), so "none yet" never outlives the signal of
 * the recording that ended it.
 */
export class RememberedConditionsStore implements ConditionsStore {
  /**
   * One cache a kind, keyed by the id itself: a page looks its catches up by the ids its posts already
   * hold (hashed once), not by a new "kind:id" string a catch and a request.
   */
  readonly #kept: Record<ConditionsOwner['kind'], LRUCache<string, Kept>> = { catch: keptCache(), trip: keptCache() };
  readonly #loads = new Set<Load>();

  constructor(
    @inject(SqlConditionsStore) private readonly stored: ConditionsStore,
    @inject(CacheInvalidationToken) private readonly invalidation: CacheInvalidation,
  ) {
    const forgetAll = () => this.#forgetAllHere();
    invalidation.register(BY_SUBJECT, (subject) => this.#forgetHere(subject), forgetAll);
    invalidation.register(EVERY_SUBJECT, forgetAll, forgetAll);
  }

  async ofMany(kind: ConditionsOwner['kind'], ids: readonly string[]): Promise<Map<string, RecordedConditions>> {
    const found = new Map<string, RecordedConditions>();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const kept = this.#kept[kind].get(id);
      if (kept === undefined) missing.push(id);
      else if (kept !== NONE_YET) found.set(id, kept);
    }
    if (!missing.length) return found;
    const load: Load = { subjects: new Set(), all: false };
    this.#loads.add(load);
    let read: Map<string, RecordedConditions>;
    try {
      read = await this.stored.ofMany(kind, missing);
    } finally {
      this.#loads.delete(load);
    }
    for (const id of missing) {
      const conditions = read.get(id);
      if (conditions) found.set(id, conditions);
      const subject = subjectOf(kind, id);
      if (!load.all && !load.subjects.has(subject)) this.#kept[kind].set(id, conditions ?? NONE_YET);
    }
    return found;
  }

  async save(owner: ConditionsOwner, conditions: RecordedConditions): Promise<void> {
    await this.stored.save(owner, conditions);
    this.invalidation.forget(BY_SUBJECT, subjectOf(owner.kind, owner.id));
  }

  async forget(kind: ConditionsOwner['kind'], id: string): Promise<void> {
    await this.stored.forget(kind, id);
    this.invalidation.forget(BY_SUBJECT, subjectOf(kind, id));
  }

  /** Rare (an account erased) and its subjects are not known here by angler: every process forgets all. */
  async forgetAngler(anglerId: string): Promise<void> {
    await this.stored.forgetAngler(anglerId);
    this.invalidation.forget(EVERY_SUBJECT, 'all');
  }

  /** Exact, not remembered: the job asks it to record each subject once. */
  has(kind: ConditionsOwner['kind'], id: string): Promise<boolean> {
    return this.stored.has(kind, id);
  }

  /** Exact, not remembered: the backfill asks it rarely, for many subjects no page has shown. */
  missing(kind: ConditionsOwner['kind'], ids: readonly string[]): Promise<Set<string>> {
    return this.stored.missing(kind, ids);
  }

  talliesOf(anglerId: string): Promise<AnglerTallies> {
    return this.stored.talliesOf(anglerId);
  }

  #forgetHere(subject: string): void {
    const { kind, id } = ownerOf(subject);
    this.#kept[kind]?.delete(id);
    for (const load of this.#loads) load.subjects.add(subject);
  }

  #forgetAllHere(): void {
    for (const kept of Object.values(this.#kept)) kept.clear();
    for (const load of this.#loads) load.all = true;
  }
}
