// One formatter each, made on first use: `toLocaleTimeString` with options makes a new one on every call,
// and a conversation writes one time per message.
let clock: Intl.DateTimeFormat | undefined;
let day: Intl.DateTimeFormat | undefined;

/** A chat message's time: the clock time today, else the day and time. */
export function chatTime(createdAt: string | Date, now: Date = new Date()): string {
  const at = new Date(createdAt);
  const sameDay = at.toDateString() === now.toDateString();
  clock ??= new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
  const time = clock.format(at);
  if (sameDay) return time;
  day ??= new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
  return `${day.format(at)}, ${time}`;
}
