/**
 * How many new places this process may ask Open-Meteo about in a minute (WEATHER_NEW_PLACES_PER_MINUTE,
 * 250 by default). Its free API allows 600 calls a minute (10,000 a day); a place costs two (forecast
 * and marine), and the 5-minute cache makes repeat asks free — so only a sweep over many new places (a
 * crawler) meets this, and it gets 503 instead of spending everyone's allowance. A fixed-window counter:
 * `take()` is true while this minute's budget lasts.
 */
export class UpstreamBudget {
  #windowStart = 0;
  #used = 0;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(): boolean {
    const t = this.now();
    if (t - this.#windowStart >= 60_000) {
      this.#windowStart = t;
      this.#used = 0;
    }
    if (this.#used >= this.perMinute) return false;
    this.#used++;
    return true;
  }
}
