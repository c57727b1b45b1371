const HOUR_MS = 60 * 60 * 1000;

/**
 * How long ago a post was shared, as the post card says it (spec part 1 §4, thresholds
 * §9: 1 h, 24 h, 168 h). Whole units, rounded down: 1 h 59 min is '1h ago'. A clock
 * slightly behind the server's (a time in the future) reads 'Just now'.
 */
export function relativeTime(createdAt: Date | string, now: Date = new Date()): string {
  const hours = Math.floor((now.getTime() - new Date(createdAt).getTime()) / HOUR_MS);
  if (hours < 1) return 'Just now';
  if (hours < 24) return `${hours}h ago`;
  if (hours < 168) return `${Math.floor(hours / 24)}d ago`;
  return `${Math.floor(hours / 168)}w ago`;
}
