import { ownPool } from '../db/own-pool.ts';

/**
 * The session generation: a counter in PostgreSQL that moves in the very transaction that ends all of
 * an angler's sessions at once (a suspension, a ban, a deleted account). It lets a process prove that
 * a session it remembers (SESSION_CACHE_SECONDS) was not ended before the call in hand arrived — a
 * signal cannot: it travels after the commit, and the ending's answer may reach the browser, and the
 * angler's next call another process, before it.
 *
 * The rule: a remembered session is used only if it was looked up after reading the generation, and
 * that reading is the one this process holds after a fresh read that began after the call arrived.
 * Why it holds: say the ending committed at C, before its answer went out, so before the call
 * arrived. The fresh read began after the call, so after C, and sees the counter at C's value or
 * later; the process keeps the largest value it has read. A session remembered with that value was
 * looked up after some read saw it, so after C: the ended session's row was gone by then, and an
 * angler who signed in again was looked up with their restriction. Any older remembered session
 * carries a smaller value and is looked up again. (A session ended by plain sign-out does not move the
 * counter: its cookie leaves the browser with the answer, and other processes forget it by signal.)
 *
 * The cost: one read of a one-row table per batch of calls, not per call — every call that arrives
 * while a read is in flight waits for the next one, which serves them all.
 */
export class SessionGeneration {
  #known: number | undefined;
  /** The read in flight. */
  #reading: Promise<void> | undefined;
  /** The read that begins when the one in flight comes back, shared by every call arriving meanwhile. */
  #next: Promise<void> | undefined;

  constructor(
    private readonly read: () => Promise<number>,
    /** The counter moved: everything remembered can go. */
    private readonly onMoved: () => void,
  ) {}

  /** The largest generation read so far (undefined before the first read). */
  get known(): number | undefined {
    return this.#known;
  }

  /** Resolves once a read that began after this call has come back (and `known` includes it). */
  caughtUp(): Promise<void> {
    if (!this.#reading) return this.#start();
    this.#next ??= this.#reading
      .catch(() => undefined)
      .then(() => {
        this.#next = undefined;
        return this.#start();
      });
    return this.#next;
  }

  #start(): Promise<void> {
    const reading: Promise<void> = this.read()
      .then((generation) => {
        if (this.#known !== undefined && generation > this.#known) this.onMoved();
        if (this.#known === undefined || generation > this.#known) this.#known = generation;
      })
      .finally(() => {
        if (this.#reading === reading) this.#reading = undefined;
      });
    this.#reading = reading;
    return reading;
  }
}

/**
 * Reads the counter on a connection of its own: under load the reads follow one another without a
 * pause, and they must neither hold one of the app's connections nor wait behind its queries.
 */
export function generationReader(databaseUrl: string): { read: () => Promise<number>; close: () => Promise<void> } {
  // A connection dropped: the next read opens another (the read in flight fails its calls).
  const pool = ownPool({ connectionString: databaseUrl, max: 1, idleTimeoutMillis: 10_000 });
  return {
    read: async () => {
      const { rows } = await pool.query<{ generation: string }>({
        name: 'session-generation',
        text: 'select generation from session_generation',
      });
      return Number(rows[0]?.generation ?? 0);
    },
    close: () => pool.end(),
  };
}
