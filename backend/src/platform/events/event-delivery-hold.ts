/**
 * A TEST-ONLY switch that holds a process's event delivery: while held, its relay takes no deliveries
 * and its ordered deliveries wait before reacting. Events are still written with their causes, and
 * delivered once released — so a test can prove that something (taking access away) holds with no
 * event delivered at all, however fast the relay would have been. Production never holds: the
 * setting that holds a process from its start (EVENT_DELIVERY_HELD) is refused there, and a server
 * started without a hold of its test's own gets one that is never held.
 */
export class EventDeliveryHold {
  #held: boolean;
  #waiting: Array<() => void> = [];
  readonly #onRelease: Array<() => void> = [];

  constructor(held = false) {
    this.#held = held;
  }

  get held(): boolean {
    return this.#held;
  }

  hold(): void {
    this.#held = true;
  }

  release(): void {
    if (!this.#held) return;
    this.#held = false;
    for (const resume of this.#waiting.splice(0)) resume();
    for (const listener of this.#onRelease) listener();
  }

  /** Resolves at once when not held, else when released. */
  released(): Promise<void> {
    if (!this.#held) return Promise.resolve();
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  /** Called on every release (the relay drains what waited). */
  onRelease(listener: () => void): void {
    this.#onRelease.push(listener);
  }
}
