import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { SessionGeneration } from '../../../../platform/auth/session-generation.ts';

/** The generation's read, with what may add to a search (the bench explains these two). */
export const GENERATION = sql<{ generation: string; additions: string }>`select generation, additions from forum_generation`;
/** Who has a hidden question or answer: two partial indexes' walks. */
export const HIDDEN_AUTHORS = sql<{ angler_id: string }>`select q.asker_id as angler_id from forum_questions q where q.hidden_at is not null
  union select a.author_id from forum_answers a where a.hidden_at is not null`;

/**
 * The forum's generation (migration 20261129061235): what lets a process answer a search from memory.
 * Every change that takes something away from a reader moves it in its own transaction. `now()`
 * resolves with the generation as read by a read that began after the call — the session generation's
 * rule and batching (platform/auth/session-generation.ts): calls arriving while a read is in flight
 * share the next one, so under load it is one tiny statement per batch, not per search. An answer read
 * after `now()` gave G and remembered with G holds for a later call whose `now()` gives G too: nothing
 * was taken away between the two reads of G, and anything taken away before the first is in the answer.
 *
 * The same read brings the count of what may add to a search's matches (migration 20261129065101): a
 * process's remembered hits are used only while it holds (`onAdded`), by the same rule.
 *
 * Who has something hidden (a question or an answer): read once per generation, since hiding moves it.
 * Their searches are their own (marked hidden questions, their hidden accepted answers) and never
 * answered from what everyone else shares.
 */
export class ForumGeneration {
  readonly #counter: SessionGeneration;
  #hidden: { generation: number; authors: Promise<ReadonlySet<string>> } | undefined;
  readonly #moved: Array<() => void> = [];
  readonly #added: Array<() => void> = [];
  /** The largest count of additions read so far. */
  #additions: number | undefined;

  constructor(@inject(SqlToken) private readonly db: Sql) {
    this.#counter = new SessionGeneration(
      async () => {
        const [row] = await this.db.prepared('forum.generation', GENERATION);
        this.#sawAdditions(Number(row?.additions ?? 0));
        return Number(row?.generation ?? 0);
      },
      () => {
        this.#hidden = undefined;
        for (const forget of this.#moved) forget();
      },
    );
  }

  /** The generation, read after this call arrived. */
  async now(): Promise<number> {
    await this.#counter.caughtUp();
    return this.#counter.known!;
  }

  /** Whether the angler has a hidden question or answer, as of `generation` (from `now()`) or later. */
  async hasHidden(anglerId: string, generation: number): Promise<boolean> {
    if (this.#hidden?.generation !== generation) {
      const authors = this.db.prepared('forum.hidden-authors', HIDDEN_AUTHORS).then((rows) => new Set(rows.map((r) => r.angler_id)));
      this.#hidden = { generation, authors };
      authors.catch(() => {
        if (this.#hidden?.authors === authors) this.#hidden = undefined;
      });
    }
    return (await this.#hidden.authors).has(anglerId);
  }

  /** `forget` runs when a read finds the generation moved: whatever was remembered under it can go. */
  onMoved(forget: () => void): void {
    this.#moved.push(forget);
  }

  /**
   * `forget` runs when a read finds something added (before `now()` resolves for the calls it serves):
   * whatever was found before can go.
   */
  onAdded(forget: () => void): void {
    this.#added.push(forget);
  }

  #sawAdditions(additions: number): void {
    if (this.#additions !== undefined && additions > this.#additions) for (const forget of this.#added) forget();
    if (this.#additions === undefined || additions > this.#additions) this.#additions = additions;
  }
}
