/**
 * Signed-in sessions this process looked up within the last few seconds, so a browser's burst of
 * calls costs one session query, not one per call. The trade: a session ended by ANOTHER server
 * process stays usable here for at most `ttlMs` (sign-out on this process forgets it at once).
 * Bounded: past `max` entries the oldest goes first.
 */
export class RecentSessions<T> {
  readonly #entries = new Map<string, { value: T; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    if (hit.until > this.now()) return hit.value;
    this.#entries.delete(key);
    return undefined;
  }

  /** Remembers the value until `ttlMs` from now, or `expiresAt` if that comes first. */
  set(key: string, value: T, expiresAt: number): void {
    if (this.ttlMs <= 0) return;
    this.#entries.delete(key);
    if (this.#entries.size >= this.max) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { value, until: Math.min(this.now() + this.ttlMs, expiresAt) });
  }

  forget(key: string): void {
    this.#entries.delete(key);
  }

  /** Forgets every entry whose value matches (all the sessions of one angler: a rare, whole-account event). */
  forgetWhere(matches: (value: T) => boolean): void {
    for (const [key, hit] of this.#entries) if (matches(hit.value)) this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
