const digits = (text: string, from: number, count: number): number => {
  let value = 0;
  for (let i = from; i < from + count; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    value = value * 10 + d;
  }
  return value;
};

/**
 * A GPX <time> (ISO 8601) in milliseconds since the epoch, NaN when it is not a time. Watches write one
 * fixed form a fix, `2026-06-14T05:10:00Z` or with fractions of a second, read here digit by digit;
 * any other form (an offset, a local time) goes to the engine's own date parser.
 */
export function gpxTimeMillis(raw: string): number {
  const text = raw.trim();
  const n = text.length;
  if (
    n >= 20 &&
    text.charCodeAt(4) === 45 &&
    text.charCodeAt(7) === 45 &&
    text.charCodeAt(10) === 84 &&
    text.charCodeAt(13) === 58 &&
    text.charCodeAt(16) === 58 &&
    text.charCodeAt(n - 1) === 90
  ) {
    const year = digits(text, 0, 4);
    const month = digits(text, 5, 2);
    const day = digits(text, 8, 2);
    const hour = digits(text, 11, 2);
    const minute = digits(text, 14, 2);
    const second = digits(text, 17, 2);
    let millis = 0;
    let plain = n === 20;
    if (n > 21 && text.charCodeAt(19) === 46) {
      const fraction = digits(text, 20, n - 21);
      plain = fraction >= 0 && n - 21 <= 9;
      if (plain) millis = Math.floor((fraction / 10 ** (n - 21)) * 1000);
    }
    // Days past the 28th differ by month: those few go to the full parser, which knows each month's length.
    if (
      plain &&
      year >= 0 &&
      month >= 1 &&
      month <= 12 &&
      day >= 1 &&
      day <= 28 &&
      hour >= 0 &&
      hour <= 23 &&
      minute >= 0 &&
      minute <= 59 &&
      second >= 0 &&
      second <= 59
    )
      return Date.UTC(year, month - 1, day, hour, minute, second, millis);
  }
  return Date.parse(text);
}
