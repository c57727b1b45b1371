const HOUR_MS = 60 * 60 * 1000;

/**
 * How long ago something happened, as posts, questions, answers, tips and spots' activity say it
 * (spec part 1 §4 and §9, part 2 §9: thresholds 1 h, 24 h, 168 h). Whole units, rounded down:
 * 1 h 59 min is '1h ago'. A clock slightly behind the server's (a time in the future) reads 'Just now'.
 */
export function relativeTime(at: Date | string, now: Date | number = new Date()): string {
  const hours = Math.floor((new Date(now).getTime() - new Date(at).getTime()) / HOUR_MS);
  if (hours < 1) return 'Just now';
  if (hours < 24) return `${hours}h ago`;
  if (hours < 168) return `${Math.floor(hours / 24)}d ago`;
  return `${Math.floor(hours / 168)}w ago`;
}
