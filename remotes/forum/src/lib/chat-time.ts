/** A chat message's time: the clock time today, else the day and time. */
export function chatTime(createdAt: string | Date, now: Date = new Date()): string {
  const at = new Date(createdAt);
  const sameDay = at.toDateString() === now.toDateString();
  const time = at.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
  return sameDay ? time : `${at.toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}, ${time}`;
}
