import { guidelineOf, type ModerationActionKind, type ReportableKind } from '@tightlines/contracts';

/** What each reportable thing is called in the console. */
export const KIND_LABEL: Record<ReportableKind, string> = {
  post: 'Post',
  trip: 'Trip',
  question: 'Forum question',
  answer: 'Answer',
  message: 'Direct message',
  group: 'Group',
  group_message: 'Group chat message',
  spot: 'Spot',
  tip: 'Tip',
  tournament: 'Tournament',
  profile: 'Profile',
};

/** The actions as the action form offers them and the logs name them. */
export const ACTION_LABEL: Record<ModerationActionKind, string> = {
  dismiss: 'Dismiss the reports',
  hide: 'Hide the item',
  unhide: 'Show the item again',
  warn: 'Warn the author',
  suspend: 'Suspend the author',
  ban: 'Ban the author',
  remove: 'Remove for good',
};

/** A rule by its id, as a statement names it ('honest-catches' → 'Be honest about catches and reports'). */
export const ruleTitle = (ruleId: string | null): string => (ruleId ? (guidelineOf(ruleId)?.title ?? ruleId) : '');

const when = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** An instant as operators read it in lists: 'Nov 28, 2026, 7:05 AM'. */
export const formatWhen = (iso: string): string => when.format(new Date(iso));

/** An angler's name in the console, never blank. */
export const nameOf = (angler: { id: string; displayName: string | null } | null): string =>
  angler ? angler.displayName || angler.id : 'Command line';
