import type { LimitPolicy, LimitRule } from './limits.ts';

const PER = { minute: 'a minute', hour: 'an hour', day: 'a day' } as const;
const amount = (rule: LimitRule, counts: string) => `${rule.points} ${counts} ${PER[rule.per]}`;

/** "in 3 h 12 min", "in 45 s": how long until a limit resets, as a person says it. */
export function waitOf(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** What lifts the limit: time, and for a newcomer the end of the first day (said as why the limit is lower). */
export function liftsOf(policy: LimitPolicy, firstDay: boolean): string {
  const waiting = 'It lifts by itself when the period resets.';
  if (firstDay && policy.firstDay) {
    const theirs = policy.firstDay.per === 'day' ? `${policy.firstDay.points} ${policy.counts}` : amount(policy.firstDay, policy.counts);
    const later = policy.regular ? ` (${amount(policy.regular, policy.counts)})` : '';
    return `${waiting} New anglers can have ${theirs} on their first day; more once your account is a day old${later}.`;
  }
  return waiting;
}

/**
 * The 429's words: which limit, when it resets and what lifts it —
 * "You've reached the limit of 3 questions on your first day (forum.question). It resets at 14:03 UTC,
 * in 23 h 12 min. It lifts by itself ...".
 */
export function limitMessage(policy: LimitPolicy, firstDay: boolean, resetsAt: Date, now: Date): string {
  const rule = (firstDay && policy.firstDay) || policy.regular;
  if (!rule) throw new Error(`The limit ${policy.name} counts nothing here`);
  const span =
    firstDay && policy.firstDay ? (rule.per === 'day' ? 'on your first day' : `${PER[rule.per]} on your first day`) : PER[rule.per];
  const at = resetsAt.toISOString().slice(11, 16);
  return (
    `You've reached the limit of ${rule.points} ${rule.points === 1 ? policy.counts.replace(/s$/, '') : policy.counts} ${span} (${policy.name}). ` +
    `It resets at ${at} UTC, in ${waitOf((resetsAt.getTime() - now.getTime()) / 1000)}. ${liftsOf(policy, firstDay)}`
  );
}
