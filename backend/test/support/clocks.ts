import type { Clock } from '../../src/platform/time/clock.ts';

const TWO_DAYS_MS = 2 * 86_400_000;

/**
 * The app's clock two days ahead of the system's, by which anglers join: every angler of the suite is
 * past their first day (the regular limits apply, not a newcomer's), and time still runs, so what is
 * shared one after another is ordered as in life.
 */
export const pastTheFirstDay = (): Clock => ({ now: () => new Date(Date.now() + TWO_DAYS_MS) });
