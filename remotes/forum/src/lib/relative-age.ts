const HOUR_MS = 3_600_000;

/**
 * Spec part 2 §9: under 1 h 'Just now', under 24 h 'Nh ago', under 168 h 'Nd ago', otherwise 'Nw ago'
 * (whole units, rounded down; a time slightly ahead of this clock reads 'Just now').
 */
export function relativeAge(createdAt: string | Date, now: Date = new Date()): string {
  const hours = Math.floor((now.getTime() - new Date(createdAt).getTime()) / HOUR_MS);
  if (hours < 1) return 'Just now';
  if (hours < 24) return `${hours}h ago`;
  if (hours < 168) return `${Math.floor(hours / 24)}d ago`;
  return `${Math.floor(hours / 168)}w ago`;
}

/** A chat message's time: the clock time today, else the day and time. */
export function chatTime(createdAt: string | Date, now: Date = new Date()): string {
  const at = new Date(createdAt);
  const sameDay = at.toDateString() === now.toDateString();
  const time = at.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
  return sameDay ? time : `${at.toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}, ${time}`;
}
