/**
 * What time it is, asked of one place, so rules that depend on it (a tournament's status, a weather
 * card's freshness, an ad's schedule) can be tested at any moment: tests start the app with a clock
 * they move (`startTestApp({ clock })`); production uses the system's.
 */
export interface Clock {
  now(): Date;
}
export const ClockToken = Symbol.for('platform.Clock');

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test sets and moves by hand. */
export class ManualClock implements Clock {
  #at: Date;
  constructor(at: Date | string) {
    this.#at = new Date(at);
  }
  now(): Date {
    return new Date(this.#at);
  }
  set(at: Date | string): void {
    this.#at = new Date(at);
  }
  advance(ms: number): void {
    this.#at = new Date(this.#at.getTime() + ms);
  }
}
